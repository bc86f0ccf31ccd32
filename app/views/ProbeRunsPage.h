// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Probe tab's Runs page: every saved run (name, outcome, host, start, devices, backend) and what
// can be done with them: open, rename, delete, export, import, compare two.
#include "app/probe/ProbeHistory.h"

#include <QWidget>

class QPushButton;
class QTableWidget;

namespace scalescope::views {

class ProbeRunsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ProbeRunsPage(QWidget *parent = nullptr);

    void refresh(); // the saved runs, read again (and the headers in the language of the moment)
    const QList<probe::SavedProbeRun> &saved() const { return m_saved; }
    bool importRun(const QString &path, QString *error); // copied into the saved runs
    QTableWidget *table() const { return m_table; }
    void retranslateUi();

signals:
    void openRequested(const scalescope::probe::ProbeRun &run, const QString &path);
    void compareRequested(const scalescope::probe::ProbeRun &first, const scalescope::probe::ProbeRun &second);
    void twoRunsNeeded(); // Compare Two pressed with another number of runs selected
    void imported();

private:
    QList<probe::SavedProbeRun> selectedRuns() const;
    void connectButtons();

    QList<probe::SavedProbeRun> m_saved;
    QTableWidget *m_table;
    QPushButton *m_open, *m_rename, *m_delete, *m_export, *m_import, *m_compare;
};

} // namespace scalescope::views
