// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A chart's titles fitted to its size, on screen (ChartPanel) and in exports and reports alike: the
// chart's title and each axis title shrink (to 75 % at the least) until they fit the chart's width or
// the plot's side, where Qt cuts them to "…" (the Planner's "Time to train (minutes, log scale)"
// beside a 230 px plot at 1024 × 700). A chart title still too wide at 75 % breaks into two lines (a
// probe run's title names what, the host, the time, the backend and whether it was measured).
#include "app/charts/ChartTitleFit.h"

#include "app/charts/ChartFactory.h"
#include "core/i18n/SafeText.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>

#include <algorithm>

namespace scalescope::charts {
namespace {

// `font` shrunk in steps of 5 % (to 75 %) until `text` is no wider than `room`.
QFont fitted(const QFont &font, const QString &text, qreal room)
{
    QFont f = font;
    for (qreal scale = 1.0; scale >= 0.75 - 1e-9; scale -= 0.05) {
        f.setPointSizeF(font.pointSizeF() * scale);
        if (QFontMetricsF(f).horizontalAdvance(text) <= room)
            break;
    }
    return f;
}

// `title` (HTML-escaped) in two lines, broken where the longer line is shortest: at a " — " where
// it has one (between the parts a title is made of), else at a space; html is empty where it has
// neither. `longer` is the longer line as plain text, for fitting the font.
struct TwoLines
{
    QString html;
    QString longer;
};
TwoLines twoLines(const QString &title, const QFont &font)
{
    const QString plain = i18n::unescapedHtml(title);
    const QFontMetricsF metrics(font);
    for (const QString &separator : {QStringLiteral(" — "), QStringLiteral(" ")}) {
        TwoLines best;
        qreal bestWidth = 0;
        for (qsizetype at = plain.indexOf(separator); at > 0; at = plain.indexOf(separator, at + 1)) {
            const QString first = plain.left(at), second = plain.mid(at + separator.size());
            const qreal w1 = metrics.horizontalAdvance(first), w2 = metrics.horizontalAdvance(second);
            if (best.html.isEmpty() || std::max(w1, w2) < bestWidth) {
                best = {i18n::htmlEscaped(first) + QStringLiteral("<br>") + i18n::htmlEscaped(second), w1 >= w2 ? first : second};
                bestWidth = std::max(w1, w2);
            }
        }
        if (!best.html.isEmpty())
            return best;
    }
    return {};
}

} // namespace

void fitChartTitles(QChart *c, const QFont &titleFont)
{
    if (!c->title().isEmpty()) { // Qt Charts reads titles as HTML: names from files come escaped
        // The title as set: a title set since it was broken has no <br> (titles never do).
        const QString own = ownTitle(c);
        c->setProperty(kOwnTitleProperty, own);
        const QMargins m = c->margins();
        const qreal room = c->size().width() - m.left() - m.right() - 16;
        QString shown = own;
        QFont f = fitted(titleFont, i18n::unescapedHtml(own), room);
        if (QFontMetricsF(f).horizontalAdvance(i18n::unescapedHtml(own)) > room) {
            if (const TwoLines two = twoLines(own, titleFont); !two.html.isEmpty()) {
                shown = two.html;
                f = fitted(titleFont, two.longer, room);
            }
        }
        if (c->titleFont() != f)
            c->setTitleFont(f);
        if (c->title() != shown)
            c->setTitle(shown);
    }
    const QRectF plot = c->plotArea();
    for (QAbstractAxis *axis : c->axes()) {
        if (!axis->isVisible() || !axis->isTitleVisible() || axis->titleText().isEmpty())
            continue;
        if (!axis->property(kOwnTitleFontProperty).isValid())
            axis->setProperty(kOwnTitleFontProperty, axis->titleFont());
        // Qt draws a title as a text item, with its document's margins (4 px) on either side.
        const qreal side = (axis->orientation() == Qt::Vertical ? plot.height() : plot.width()) - 12;
        const QFont f =
            fitted(axis->property(kOwnTitleFontProperty).value<QFont>(), i18n::unescapedHtml(axis->titleText()), side);
        if (axis->titleFont() != f)
            axis->setTitleFont(f);
    }
}

} // namespace scalescope::charts
