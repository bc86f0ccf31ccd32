// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel's legend beside the plot, fitted to the chart's height: its text shrinks (Hangul no
// further than it reads), and the entries that only say what the lines mean move to the status line.
// Entries too long to stand beside the plot go below it, in flowing rows.
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/LegendList.h"

#include <QBoxLayout>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QToolButton>

#include <algorithm>

namespace scalescope::charts {
namespace {

// Entries in Hangul keep a size Hangul still reads at (about 7.5 pt, 10 px at 96 dpi); the others,
// mostly accelerator names in Latin letters, shrink further.
constexpr qreal kHangulFloor = 7.5;
// The least a legend row's text shrinks to before its entries go below the chart instead.
constexpr qreal kRowLeast = 0.85;
// A legend entry's marker, its gap and the gap to the next entry (Qt 6.4).
constexpr qreal kMarkerAndGaps = 34;

bool hasHangul(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar ch) {
        const char16_t u = ch.unicode();
        return (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0x1100 && u <= 0x11FF) || (u >= 0x3130 && u <= 0x318F);
    });
}

// `font` at `scale` of its size, and no smaller than `floor` points.
QFont scaledFont(const QFont &font, qreal scale, qreal floor = 0)
{
    QFont f = font;
    f.setPointSizeF(std::max(font.pointSizeF() * scale, floor));
    return f;
}

} // namespace

void ChartPanel::fitLegend()
{
    // A legend beside the plot cuts the entries below its height: shrink its text (down to 70 %)
    // until every entry fits the chart's height; where even that is too tall, the entries go to a
    // scrolling list beside the chart (LegendList). Qt's legend neither wraps nor scrolls by wheel,
    // and its size hint is one entry's, so the entries are counted, by their series (a marker is
    // hidden while the legend lays it out, and with a hidden legend): each is a line of text plus
    // about 8 px (measured on Qt 6.4).
    QChart *c = chart();
    const bool row = c && (c->legend()->alignment() == Qt::AlignTop || c->legend()->alignment() == Qt::AlignBottom);
    if (row && m_legendButton->isChecked() && !c->size().isEmpty() && fitLegendRow(c)) {
        if (std::exchange(m_legendAside, false)) {
            m_legendList->hide();
            c->legend()->setVisible(true);
        }
        return;
    }
    const bool wanted = c && m_legendButton->isChecked() && (c->legend()->alignment() == Qt::AlignRight || row);
    if (!wanted || c->size().isEmpty()) {
        if (std::exchange(m_legendAside, false)) {
            m_legendList->hide();
            if (c)
                c->legend()->setVisible(m_legendButton->isChecked());
        }
        return;
    }
    // Entries too long to stand beside the plot go below it, whole, in flowing rows.
    // The list moves between layouts after this layout pass: a layout changed while it sets its
    // items' geometry (the chart's geometryChanged calls here) crashes.
    if (legendBelow(c) != m_legendList->isBelow()) {
        if (!std::exchange(m_legendMoveQueued, true))
            QMetaObject::invokeMethod(
                this,
                [this]() {
                    m_legendMoveQueued = false;
                    if (QChart *now = chart(); now && legendBelow(now) != m_legendList->isBelow()) {
                        placeLegendList(!m_legendList->isBelow());
                        m_listedChart = nullptr;
                        fitLegend();
                    }
                },
                Qt::QueuedConnection);
    }
    if (row && !m_legendList->isBelow())
        return; // until the list has moved below
    if (m_legendList->isBelow()) {
        if (std::exchange(m_keysHidden, false)) { // the list below has room for every entry
            m_keyNote.clear();
            showStatus();
        }
        m_legendAside = true;
        m_legendList->show();
        c->legend()->setVisible(false);
        if (m_listedChart != c) {
            m_listedChart = c;
            m_legendList->showEntries(c);
        }
        m_legendList->fitBelow(size());
        return;
    }
    // Entries that only say what the lines mean (kLegendKeyProperty) leave the legend, for a line
    // under the chart, when the others would not fit even at 70 %; they come back when they would.
    QList<QLegendMarker *> keys, hangulMarkers;
    int latinCount = 0, keyLatin = 0, keyHangul = 0;
    for (QLegendMarker *marker : c->legend()->markers()) {
        const bool key = marker->series()->property(kLegendKeyProperty).toBool();
        if (key)
            keys << marker;
        if (isLegendHidden(marker->series())) // not by marker->isVisible(): a hidden legend hides them all
            continue;
        if (hasHangul(marker->label()))
            hangulMarkers << marker, keyHangul += key ? 1 : 0;
        else
            ++latinCount, keyLatin += key ? 1 : 0;
    }
    const QMargins m = c->margins();
    const qreal available = c->size().height() - m.top() - m.bottom() - QFontMetricsF(c->titleFont()).height() - 16;
    const auto sized = [this](qreal scale, qreal floor) { return scaledFont(m_legendFont, scale, floor); };
    const auto height = [&](qreal scale, qsizetype latin, qsizetype korean) {
        return latin * (QFontMetricsF(sized(scale, 0)).height() + 8.5) +
               korean * (QFontMetricsF(sized(scale, kHangulFloor)).height() + 8.5);
    };
    // Too many entries even without the keys: all of them, keys too, in the list beside the chart.
    const bool aside = height(0.7, latinCount - keyLatin, hangulMarkers.size() - keyHangul) > available;
    const bool hideKeys = !aside && !keys.isEmpty() && height(0.7, latinCount, hangulMarkers.size()) > available;
    if (hideKeys != m_keysHidden) {
        m_keysHidden = hideKeys;
        QStringList said;
        for (QLegendMarker *key : std::as_const(keys)) {
            key->setVisible(!hideKeys);
            said << key->label();
        }
        m_keyNote = hideKeys ? said.join(QStringLiteral(" · ")) : QString();
        showStatus();
    }
    if (aside != m_legendAside) {
        m_legendAside = aside;
        m_legendList->setVisible(aside);
        m_listedChart = nullptr;
    }
    c->legend()->setVisible(!aside); // a new chart comes with its own legend shown
    if (aside) {
        if (m_listedChart != c) { // once per chart: a resize keeps the list as it is
            m_listedChart = c;
            m_legendList->showEntries(c);
        }
        return;
    }
    if (m_keysHidden) {
        latinCount -= keyLatin;
        for (QLegendMarker *key : std::as_const(keys))
            hangulMarkers.removeAll(key);
    }
    qreal scale = 1.0;
    for (; scale > 0.7; scale -= 0.05)
        if (height(scale, latinCount, hangulMarkers.size()) <= available)
            break;
    scale = std::max(scale, 0.7);
    if (const QFont f = sized(scale, 0); c->legend()->font() != f)
        c->legend()->setFont(f);
    for (QLegendMarker *marker : std::as_const(hangulMarkers))
        if (const QFont f = sized(scale, kHangulFloor); marker->font() != f)
            marker->setFont(f);
}

// Whether the list goes below the chart rather than beside it: always for a row that did not fit.
// Qt's legend beside the plot takes the width of its longest entry and cuts the entries where the
// chart cannot spare that much: past about a third of the panel, the plot would shrink and the
// entries be cut (the probe's training chart names precision, ε and compute share in each).
bool ChartPanel::legendBelow(QChart *c) const
{
    if (c->legend()->alignment() == Qt::AlignTop || c->legend()->alignment() == Qt::AlignBottom)
        return true;
    const QFontMetricsF fm(m_legendFont);
    qreal widest = 0;
    for (QLegendMarker *marker : c->legend()->markers())
        if (!isLegendHidden(marker->series()))
            widest = std::max(widest, fm.horizontalAdvance(marker->label()) + kMarkerAndGaps);
    return widest > width() * 0.35;
}

void ChartPanel::placeLegendList(bool below)
{
    m_chartRow->removeWidget(m_legendList);
    m_panelLayout->removeWidget(m_legendList);
    m_legendList->setBelow(below);
    if (below)
        m_panelLayout->insertWidget(m_panelLayout->indexOf(m_chartRow) + 1, m_legendList);
    else
        m_chartRow->addWidget(m_legendList);
}

// A legend above or below the plot is one row: Qt gives each entry an equal share of the width and
// cuts a longer text to "…". Its text shrinks (down to 85 %, Hangul no further than it reads) until
// the widest entry has its share; false where even that is too wide (the entries then go below the
// chart in flowing rows: at 70 % the Planner's legend was 7 px tall at 1024 × 700).
bool ChartPanel::fitLegendRow(QChart *c)
{
    QList<QLegendMarker *> shown;
    for (QLegendMarker *marker : c->legend()->markers())
        if (!isLegendHidden(marker->series()))
            shown << marker;
    if (shown.isEmpty())
        return true;
    const QMargins m = c->margins();
    const qreal share = (c->size().width() - m.left() - m.right() - 16) / qreal(shown.size());
    const auto fontOf = [this](const QLegendMarker *marker, qreal scale) {
        return scaledFont(m_legendFont, scale, hasHangul(marker->label()) ? kHangulFloor : 0);
    };
    const auto fits = [&](qreal scale) {
        return std::all_of(shown.cbegin(), shown.cend(), [&](const QLegendMarker *marker) {
            return QFontMetricsF(fontOf(marker, scale)).horizontalAdvance(marker->label()) + kMarkerAndGaps <= share;
        });
    };
    qreal scale = 1.0;
    while (scale > kRowLeast && !fits(scale))
        scale -= 0.05;
    if (!fits(scale))
        return false;
    if (const QFont f = scaledFont(m_legendFont, scale); c->legend()->font() != f)
        c->legend()->setFont(f);
    for (QLegendMarker *marker : std::as_const(shown))
        if (const QFont f = fontOf(marker, scale); hasHangul(marker->label()) && marker->font() != f)
            marker->setFont(f);
    return true;
}

} // namespace scalescope::charts
