// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A probe run's progress: the overall bar (which keeps the run's outcome in words once it ends:
// complete, cancelled at, failed at) and, while it runs, the current suite with its bar and time left.
#include <QWidget>

class QLabel;
class QProgressBar;

namespace scalescope::views {

class ProbeProgress : public QWidget
{
    Q_OBJECT
public:
    explicit ProbeProgress(QWidget *parent = nullptr);

    void start();
    void stopping(); // Cancel pressed: what the probe reports while it winds down is not progress
    void setProgress(const QString &suite, double suiteFraction, double overallFraction, double etaS);
    void finish(const QString &outcome); // "complete", "cancelled" or "failed"
    void retranslateUi();

private:
    void showOutcome(const QString &outcome);

    QProgressBar *m_overall, *m_suite;
    QLabel *m_suiteLabel;
    bool m_stopping = false;
    QString m_outcome; // "" while running, "complete", "cancelled", "failed"
};

} // namespace scalescope::views
