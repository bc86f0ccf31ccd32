// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe's time limit: Quick, Standard or Thorough, each saying in its tooltip what a complete
// run under it took on this machine the last time.
#include <QComboBox>

namespace scalescope::views {

class ProbeBudgetBox : public QComboBox
{
    Q_OBJECT
public:
    explicit ProbeBudgetBox(QWidget *parent = nullptr);

    int seconds() const { return currentData().toInt(); }
    void rememberTook(double seconds); // a run under the chosen limit completed in that time
    void retranslateUi();
};

} // namespace scalescope::views
