// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe run the Probe tab shows: one opened from the history or a file, or the one running
// now, whose results arrive one at a time. The tab's charts and pages observe it: a new run
// redraws them all, a streamed result only what draws it (ProbeCharts' probeChartsOf).
#include "core/probe/ProbeRun.h"

#include <QObject>
#include <QString>

namespace scalescope::probe {

class ProbeRunModel : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    const ProbeRun &run() const { return m_run; }
    QString path() const { return m_path; } // its saved file; empty while running or for an unsaved run
    bool isEmpty() const { return m_run.tests.isEmpty(); }

    // Shows a finished run (path: its saved file, when it has one).
    void show(const ProbeRun &run, const QString &path = {});
    // A run starting on `host`, with no result yet.
    void startLive(const QString &host);
    // A result of the run in progress, as it streamed in.
    void append(const ProbeTest &test);

signals:
    void replaced();                                             // another run: everything shown changes
    void testAppended(const scalescope::probe::ProbeTest &test); // one more result of the same run

private:
    ProbeRun m_run;
    QString m_path;
};

} // namespace scalescope::probe
