// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/SupercomputerText.h"

#include "core/analysis/DerivedMetrics.h"

#include <QCoreApplication>
#include <QLocale>

namespace scalescope::charts {

namespace {

class SupercomputerText
{
    Q_DECLARE_TR_FUNCTIONS(SupercomputerText)
};

QString number(double v)
{
    return QLocale().toString(v, 'g', 3);
}

QString kRange(const analysis::FamilySummary &s)
{
    return s.minK == s.maxK ? number(s.minK) : SupercomputerText::tr("%1–%2").arg(number(s.minK), number(s.maxK));
}

} // namespace

QString computeFamilyName(analysis::ComputeFamily family)
{
    switch (family) {
    case analysis::ComputeFamily::P100:
        return QStringLiteral("P100");
    case analysis::ComputeFamily::V100:
        return QStringLiteral("V100");
    case analysis::ComputeFamily::A100:
        return QStringLiteral("A100");
    case analysis::ComputeFamily::H100:
        return QStringLiteral("H100/H200");
    case analysis::ComputeFamily::A64FX:
        return QStringLiteral("A64FX");
    case analysis::ComputeFamily::XeonPhi:
        return QStringLiteral("Xeon Phi");
    }
    return {};
}

QString computeFamilyTitle(analysis::ComputeFamily family)
{
    switch (family) {
    case analysis::ComputeFamily::P100:
        return SupercomputerText::tr("P100 (Piz Daint)");
    case analysis::ComputeFamily::A64FX:
        return SupercomputerText::tr("A64FX (Fugaku, CPU-only)");
    case analysis::ComputeFamily::XeonPhi:
        return SupercomputerText::tr("Xeon Phi (Cori KNL, CPU-only)");
    default:
        return computeFamilyName(family);
    }
}

QString familySummaryLine(const analysis::FamilySummary &s)
{
    return SupercomputerText::tr("%1: median ε_eff %2, E %3 over %n configuration(s) at k %4 (%5)", "", s.configurations)
        .arg(computeFamilyTitle(s.family), number(s.medianEpsilon), QLocale().toString(s.medianEfficiency, 'f', 2), kRange(s),
             s.orgs.join(QStringLiteral(", ")));
}

QString supercomputerSentence(const analysis::SupercomputerComparison &c)
{
    if (c.families.isEmpty())
        return SupercomputerText::tr("Nothing to compare: no P100, V100, A100, H100, A64FX or Xeon Phi configuration has a "
                                     "smaller one of its series to scale from. Open MLPerf HPC results (hpc_results_v0.7 "
                                     "has Piz Daint and Fugaku) beside MLPerf Training results with A100 or H100 systems.");
    QList<const analysis::FamilySummary *> byEpsilon;
    for (const analysis::FamilySummary &s : c.families)
        byEpsilon << &s;
    std::stable_sort(byEpsilon.begin(), byEpsilon.end(), [](const analysis::FamilySummary *a, const analysis::FamilySummary *b) {
        return a->medianEpsilon < b->medianEpsilon;
    });
    QStringList out;
    const analysis::FamilySummary *low = byEpsilon.first(), *high = byEpsilon.last();
    if (low != high)
        out << SupercomputerText::tr("On this data %1 scales with the least non-parallel fraction (median ε_eff %2, E %3) "
                                     "and %4 with the most (median ε_eff %5, E %6).")
                   .arg(computeFamilyTitle(low->family), number(low->medianEpsilon),
                        QLocale().toString(low->medianEfficiency, 'f', 2), computeFamilyTitle(high->family),
                        number(high->medianEpsilon), QLocale().toString(high->medianEfficiency, 'f', 2));

    // Végh's argument: faster compute with the same communication raises ε. The faster GPUs here are
    // the A100s and H100s against the P100s.
    QList<double> fast;
    for (const analysis::FamilyPlacement &p : c.points)
        if (p.family == analysis::ComputeFamily::A100 || p.family == analysis::ComputeFamily::H100)
            fast << p.epsilon;
    const analysis::FamilySummary *p100 = c.find(analysis::ComputeFamily::P100);
    if (p100 && !fast.isEmpty()) {
        const double fastMedian = analysis::median(fast);
        if (fastMedian > p100->medianEpsilon)
            out << SupercomputerText::tr("The A100 and H100 configurations' median ε_eff (%1) is %2 times the P100's (%3): "
                                         "the faster GPUs carry more non-parallel fraction, as Végh argues for faster "
                                         "compute with the same communication.")
                       .arg(number(fastMedian), number(fastMedian / p100->medianEpsilon), number(p100->medianEpsilon));
        else
            out << SupercomputerText::tr("The A100 and H100 configurations' median ε_eff (%1) is below the P100's (%2): on "
                                         "this data the faster GPUs carry less non-parallel fraction, so Végh's argument "
                                         "(faster compute with the same communication raises ε) does not show; these systems "
                                         "differ in interconnect, software and benchmark as well.")
                       .arg(number(fastMedian), number(p100->medianEpsilon));
    } else if (!p100) {
        out << SupercomputerText::tr("No P100 configuration is placed: Végh's comparison needs Piz Daint (MLPerf HPC v0.7, "
                                     "CSCS).");
    } else {
        out << SupercomputerText::tr("No A100 or H100 configuration is placed: open MLPerf Training results (v1.0 or later) "
                                     "to compare the P100 with faster GPUs.");
    }
    if (const analysis::FamilySummary *fugaku = c.find(analysis::ComputeFamily::A64FX))
        out << SupercomputerText::tr("Fugaku's CPU-only runs: median ε_eff %1 and E %2 at k %3, up to %4 processors.")
                   .arg(number(fugaku->medianEpsilon), QLocale().toString(fugaku->medianEfficiency, 'f', 2), kRange(*fugaku),
                        QLocale().toString(fugaku->largest));
    QStringList few;
    for (const analysis::FamilySummary &s : c.families)
        if (s.configurations < 3)
            few << computeFamilyTitle(s.family);
    if (!few.isEmpty())
        out << SupercomputerText::tr("Read with care: %1 rest on fewer than three configurations each, and k is relative to "
                                     "each series' smallest system.")
                   .arg(few.join(QStringLiteral(", ")));
    return out.join(QLatin1Char(' '));
}

} // namespace scalescope::charts
