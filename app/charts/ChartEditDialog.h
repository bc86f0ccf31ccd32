// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Edit Chart…: the chart's title, and for each axis its title, range and scale. Empty fields mean
// the chart's own; a range is given by both its ends or left automatic.
#include "app/charts/ChartEdits.h"

#include <QDialog>

#include <optional>
#include <utility>

class QChart;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace scalescope::charts {

// An axis' range as the dialog leaves it: as shown, automatic (the chart's own), or set.
struct RangeChoice
{
    bool changed = false;
    std::optional<std::pair<double, double>> range; // changed without a range: automatic
};

struct ChartEditResult
{
    ChartEdits edits;
    RangeChoice x, y;
};

class ChartEditDialog : public QDialog
{
    Q_OBJECT
public:
    ChartEditDialog(const QChart *chart, const ChartEdits &current, const ChartDefaults &defaults, QWidget *parent = nullptr);
    ChartEditResult result() const;

private:
    struct AxisFields
    {
        AxisFacts facts;
        QString ownTitle; // plain text
        bool ownLog = false;
        QLineEdit *title = nullptr, *from = nullptr, *to = nullptr;
        QComboBox *scale = nullptr;
        QLabel *note = nullptr;
        QString shownFrom, shownTo; // the range as it was shown, to tell a change from none
    };
    QWidget *axisBox(AxisFields &fields, const QString &heading, const AxisEdit &current);
    RangeChoice range(const AxisFields &fields, QString *problem) const;
    bool scaleIsLog(const AxisFields &fields) const;
    void validate();
    void restoreDefaults();

    QLineEdit *m_title;
    AxisFields m_x, m_y;
    QLabel *m_problem;
    QPushButton *m_ok;
};

} // namespace scalescope::charts
