// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/WrappingHeader.h"

#include <QStyleOptionHeader>

#include <algorithm>

namespace scalescope::views {

WrappingHeader::WrappingHeader(QWidget *parent) : QHeaderView(Qt::Horizontal, parent)
{
    setSectionsClickable(true); // as the table's own header: a click sorts
    setHighlightSections(true);
}

QString WrappingHeader::inTwoLines(const QString &text, const QFontMetrics &metrics)
{
    QString best = text;
    int bestWidth = metrics.horizontalAdvance(text);
    for (qsizetype at = text.indexOf(QLatin1Char(' ')); at > 0; at = text.indexOf(QLatin1Char(' '), at + 1)) {
        const QString first = text.left(at), second = text.mid(at + 1);
        const int width = std::max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second));
        if (width < bestWidth)
            best = first + QLatin1Char('\n') + second, bestWidth = width;
    }
    return best;
}

// As wide as the title in two lines needs, and two lines tall where it wraps.
QSize WrappingHeader::sectionSizeFromContents(int logicalIndex) const
{
    const QSize oneLine = QHeaderView::sectionSizeFromContents(logicalIndex);
    const QString text = model() ? model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString() : QString();
    const QFontMetrics metrics(font()); // the style draws titles in the header's font (bold only where sections are highlighted)
    const QString wrapped = inTwoLines(text, metrics);
    if (wrapped == text)
        return oneLine;
    const int saved = metrics.horizontalAdvance(text) - metrics.boundingRect(QRect(), 0, wrapped).width();
    return {oneLine.width() - saved, oneLine.height() + metrics.lineSpacing()};
}

void WrappingHeader::initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    const QFontMetrics metrics(option->fontMetrics);
    // The room the style leaves the text: the section less its margins and the sort arrow's place.
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, option, this);
    const int room = sectionSize(logicalIndex) - 2 * margin -
                     (option->sortIndicator != QStyleOptionHeader::None
                          ? style()->pixelMetric(QStyle::PM_HeaderMarkSize, option, this) + margin
                          : 0);
    if (metrics.horizontalAdvance(option->text) > room)
        option->text = inTwoLines(option->text, metrics);
}

} // namespace scalescope::views
