// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel's titles fitted to a small chart: the chart's title and each axis title shrink (to 75 %
// at the least) until they fit the chart's width or the plot's side, where Qt cuts them to "…"
// (the Planner's "Time to train (minutes, log scale)" beside a 230 px plot at 1024 × 700).
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "core/i18n/SafeText.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>

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

} // namespace

void ChartPanel::fitTitles()
{
    QChart *c = chart();
    if (!c || c->size().isEmpty() || c->objectName() == QLatin1String("emptyChart"))
        return;
    if (!c->title().isEmpty()) { // Qt Charts reads titles as HTML: names from files come escaped
        const QMargins m = c->margins();
        const QFont f = fitted(m_titleFont, i18n::unescapedHtml(c->title()), c->size().width() - m.left() - m.right() - 16);
        if (c->titleFont() != f)
            c->setTitleFont(f);
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
