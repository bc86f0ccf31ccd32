// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A layout that places its items in a row and wraps to the next row when the width runs out, so a
// bar of filters or controls never makes the window wider than a laptop's screen.
#include <QLayout>
#include <QList>

namespace scalescope::charts {

class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = 6);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    QSize minimumSize() const override; // the widest single item
    QSize sizeHint() const override;    // everything on one row
    void setGeometry(const QRect &rect) override;

private:
    int arrange(const QRect &rect, bool apply) const; // returns the height used
    QList<QLayoutItem *> m_items;
    int m_spacing;
};

} // namespace scalescope::charts
