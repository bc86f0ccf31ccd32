// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A table header whose long titles take two lines, so that a column of short numbers is not as
// wide as its one-line title ("Time to train (min)" over values like 27.44): at 1024 px the
// configurations' table cut the system and accelerator names while those columns stood wide.
// A title wraps only where its section is narrower than the one-line title.
#include <QHeaderView>

namespace scalescope::views {

class WrappingHeader : public QHeaderView
{
public:
    explicit WrappingHeader(QWidget *parent);

    // `text` in at most two lines, broken at the space that makes the longer line shortest.
    static QString inTwoLines(const QString &text, const QFontMetrics &metrics);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override;
};

} // namespace scalescope::views
