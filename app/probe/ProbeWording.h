// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the probe's charts and pages call things: a run's name in a legend, two compared runs'
// names, the suites and modes in words, the unsteady-results line; and the pieces every probe
// chart shares (its title, the byte-size label, the chart that says why it is empty).
#include "core/probe/ProbeRun.h"

#include <QCoreApplication>
#include <QString>

#include <utility>

class QChart;

namespace scalescope::probe {

// The translation context of every probe chart's words.
class ProbeChartText
{
    Q_DECLARE_TR_FUNCTIONS(ProbeChartText)
};

// A run as a legend tells it from another: its name, its first device and when it started.
QString runLegendName(const ProbeRun &run);
// Names for two compared runs that differ and stay short: the label or host, then the start time
// when those agree, the device when it differs, "(first)"/"(second)" as the last resort.
std::pair<QString, QString> compareNames(const ProbeRun &first, const ProbeRun &second);
// The suite's name for people ("Matrix multiply" for "gemm"); a key this build does not know is
// shown as written.
QString suiteName(ProbeSuite suite);
QString suiteName(const QString &key);
// "strong scaling" / "weak scaling" for the training step's mode.
QString modeName(const ProbeTrainStep &step);
// How many of the run's results vary by more than 10 % between repeats, and a line saying so.
int unsteadyCount(const ProbeRun &run);
QString unsteadyText(const ProbeRun &run);

// A probe chart's title (HTML: the run's label, host and backend come from its file, escaped).
QString chartTitle(const ProbeRun &run, const QString &what);
// "512 B", "4 KiB", "1 MiB", "2 GiB" for 2^e bytes.
QString byteSizeLabel(int e);
// A chart with nothing to draw says why and what to do.
QChart *emptyChart(const ProbeRun &run, const QString &what);

} // namespace scalescope::probe
