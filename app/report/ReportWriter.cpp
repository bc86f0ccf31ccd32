// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportWriter.h"

#include "app/charts/ChartExport.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/CoverageText.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/ScalingChartData.h"
#include "app/charts/StabilityCharts.h"
#include "app/charts/SupercomputerText.h"
#include "app/charts/SurfaceData.h"
#include "app/charts/WeakScalingCharts.h"
#include "app/probe/ProbeCharts.h"
#include "app/report/PageWriter.h"
#include "app/report/ReportLegend.h"
#include "app/report/ReportSections.h"
#include "core/i18n/Localization.h"
#include "core/io/AtomicFile.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QMap>
#include <QPainter>
#include <QPdfWriter>
#include <QPen>

#include <algorithm>
#include <functional>
#include <memory>

namespace scalescope::report {
namespace {

QString scopeText(analysis::ReferenceScope scope)
{
    switch (scope) {
    case analysis::ReferenceScope::Round:
        return Report::tr("within the same round");
    case analysis::ReferenceScope::AllRounds:
        return Report::tr("across all rounds");
    case analysis::ReferenceScope::Org:
        return Report::tr("within the same round and submitter");
    }
    return {};
}

QString sourceNames(const QStringList &sources)
{
    QStringList names;
    for (const QString &s : sources)
        names << (s.startsWith(QLatin1Char(':')) ? Report::tr("the embedded sample") : QFileInfo(s).fileName());
    return names.isEmpty() ? Report::tr("(none)") : names.join(QStringLiteral(", "));
}

// Title page: what was analysed and how, then the results table filling the page
// The title page: what was analysed and how, then the results table filling the page.
void writeTitlePage(PageWriter &w, const ReportContent &content)
{
    const analysis::BenchmarkAnalysis &a = *content.analysis;
    const ReportOptions &options = content.options;
    const auto wants = [&options](ReportSection section) { return options.sections.testFlag(section); };
    const QLocale loc;
    const QString benchmark = a.benchmark;
    QStringList rounds;
    for (const model::Configuration &c : a.configurations)
        if (!rounds.contains(c.round))
            rounds << c.round;
    rounds.sort();
    const analysis::MethodOptions &method = a.settings.method;
    w.text(Report::tr("ScaleScope report"), 24, true);
    w.text(Report::tr("Benchmark: %1").arg(benchmark), 14, true);
    w.text(Report::tr("Data: %1").arg(sourceNames(a.sources)));
    w.text(Report::tr("Rounds: %1 · %n configuration(s) of this benchmark", nullptr, int(a.configurations.size()))
               .arg(rounds.join(QStringLiteral(", "))));
    if (a.coverage.filteredOut > 0)
        w.text(Report::tr("Only the rows the table's filters keep are analysed: %n configuration(s) of this benchmark are "
                          "left out.",
                          nullptr, a.coverage.filteredOut));
    w.text(Report::tr("Settings: references %1; %2 with k = %3 (seed %4, %5 restarts); ranking weights: %6; "
                      "precision what-if: compute ×%7.")
               .arg(scopeText(a.settings.scope), charts::algorithmName(method.algorithm))
               .arg(a.method ? a.method->chosenK : method.k)
               .arg(method.seed)
               .arg(method.restarts)
               .arg(weightsText(method.criteria))
               .arg(a.settings.precisionFactor));
    const int byHand = int(options.fits.perSeries.size());
    w.text(byHand > 0
               ? Report::tr("Fits on the scaling charts: %1, and another model for %n series chosen by hand.", nullptr, byHand)
                     .arg(charts::fitModelTitle(options.fits.model))
               : Report::tr("Fits on the scaling charts: %1.").arg(charts::fitModelTitle(options.fits.model)));
    if (!options.selection.isEmpty())
        w.text(Report::tr("Marked with a ring in the charts: %1.").arg(options.selection.join(QStringLiteral(", "))));
    w.text(Report::tr("Written %1").arg(loc.toString(QDateTime::currentDateTime(), QLocale::LongFormat)));
    w.text(Report::tr("Official scores follow the MLCommons result summarizer (olympic mean of the valid runs' time to "
                      "train, times the review's scaling factor). Efficiency E = T_ref·N_ref/(T·N) against the "
                      "configuration with the fewest accelerators of the same model within the reference scope; ε_eff "
                      "= (1 − E)/(E·(k − 1)). Fits minimise relative residuals."),
           9);
    if (wants(ReportSection::Results)) {
        // The top configurations: by rank when ranked, else by time to train.
        QList<int> order;
        for (int i = 0; i < a.configurations.size(); ++i)
            if (a.configurations[i].scoreMinutes)
                order << i;
        const auto rankOf = [&a](int i) { return a.method ? a.method->configurationRanking.rank.value(i, 1 << 20) : 1 << 20; };
        std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
            return rankOf(x) != rankOf(y) ? rankOf(x) < rankOf(y)
                                          : *a.configurations[x].scoreMinutes < *a.configurations[y].scoreMinutes;
        });
        const int shown = int(std::min<qsizetype>(order.size(), 25));
        w.text(a.method ? Report::tr("The %n best-ranked configuration(s)", nullptr, shown)
                        : Report::tr("The %n fastest configuration(s)", nullptr, shown),
               12, true);
        QList<QStringList> rows;
        const bool energy = std::any_of(a.configurations.cbegin(), a.configurations.cend(),
                                        [](const model::Configuration &c) { return c.energyKj.has_value(); });
        for (int i : order.mid(0, shown)) {
            const model::Configuration &c = a.configurations[i];
            const analysis::ConfigurationScaling *sc = a.scaling.find(i);
            const int label = a.method ? a.method->labels.value(i, -1) : -1;
            const auto num = [&loc](const std::optional<double> &v, int digits, char f = 'f') {
                return v ? loc.toString(*v, f, digits) : QStringLiteral("–");
            };
            rows << QStringList{a.method ? QString::number(rankOf(i)) : QStringLiteral("–"),
                                QStringLiteral("%1 · %2").arg(c.org, c.shownSystemName()),
                                c.round,
                                c.accelerators ? loc.toString(*c.accelerators) : QStringLiteral("–"),
                                num(c.scoreMinutes, 2),
                                num(sc ? sc->efficiency : std::nullopt, 2),
                                num(sc ? sc->epsilonEff : std::nullopt, 2, 'g'),
                                label >= 0 ? QString::number(label + 1) : QStringLiteral("–")};
            if (energy) // beside the time, where the folders with power logs have it
                rows.last().insert(5, num(c.energyKj, 0));
        }
        QStringList headers{Report::tr("Rank"),       Report::tr("System"), Report::tr("Round"), Report::tr("N"),
                            Report::tr("Time (min)"), Report::tr("E"),      Report::tr("ε_eff"), Report::tr("Cluster")};
        QList<double> widths{0.7, 4.4, 0.8, 0.8, 1.3, 0.7, 0.9, 1.0};
        QList<bool> right{true, false, false, true, true, true, true, true};
        if (energy) {
            headers.insert(5, Report::tr("Energy (kJ)"));
            widths[1] = 3.3;
            widths.insert(5, 1.1);
            right.insert(5, true);
        }
        w.table(headers, rows, widths, right);
        w.text(Report::tr("N: accelerators. E and ε_eff against the series' reference (the fewest accelerators); "
                          "“–” where there is none."),
               8);
    }
}

// What the import reported, by code: errors first, then the most frequent.
void writeDiagnostics(PageWriter &w, const model::Diagnostics &diagnostics)
{
    if (w.remaining() < 0.3)
        w.newPage();
    w.text(Report::tr("Import diagnostics"), 16, true);
    if (!diagnostics.isEmpty())
        w.text(model::diagnosticCountsText(diagnostics) + QLatin1Char('.'));
    QMap<QString, int> byCode;
    QMap<QString, model::Diagnostic> example;
    for (const model::Diagnostic &d : diagnostics) {
        ++byCode[d.code];
        example.insert(d.code, d);
    }
    // Errors first, then the most frequent: what a reader must look at comes first.
    QList<QString> codes = byCode.keys();
    std::stable_sort(codes.begin(), codes.end(), [&](const QString &x, const QString &y) {
        const model::Severity sx = example.value(x).severity, sy = example.value(y).severity;
        return sx != sy ? int(sx) > int(sy) : byCode.value(x) > byCode.value(y);
    });
    QList<QStringList> rows;
    for (const QString &code : codes)
        rows << QStringList{QLocale().toString(byCode.value(code)), model::severityName(example.value(code).severity),
                            model::diagnosticMessage(example.value(code))};
    if (rows.isEmpty())
        w.text(Report::tr("No problems were reported while importing this data."));
    else
        w.table({Report::tr("Count"), Report::tr("Severity"), Report::tr("For example")}, rows, {1.0, 1.2, 7.8},
                {true, false, false});
}

} // namespace

std::optional<ReportContent> prepareReport(const model::Dataset &dataset,
                                           std::shared_ptr<const analysis::BenchmarkAnalysis> analysis,
                                           const ReportOptions &options, const std::atomic<bool> *cancel)
{
    ReportContent content;
    const bool shown = options.benchmark.isEmpty() || options.benchmark == analysis->benchmark;
    if (!shown) {
        analysis::AnalysisSettings other = analysis->settings; // another benchmark, analysed as the one shown
        other.benchmark = options.benchmark;
        other.includedIds.reset(); // an explicit set names configurations of the benchmark shown
        auto fresh = analysis::analyseBenchmark(dataset, other, nullptr, cancel);
        if (!fresh)
            return std::nullopt;
        analysis = std::make_shared<const analysis::BenchmarkAnalysis>(std::move(*fresh));
    }
    content.analysis = analysis;
    content.diagnostics = dataset.diagnostics;
    content.options = options;
    if (!analysis->method || !(options.sections & ReportSection::Sensitivity))
        return content;
    analysis::AnalysisSettings heavy = analysis->settings;
    for (analysis::Criterion &c : heavy.method.criteria)
        c.weight = c.name == QLatin1String("time") ? 4 * c.weight : c.weight;
    const auto timeHeavy = analysis::analyseBenchmark(dataset, heavy, analysis.get(), cancel); // re-ranks only
    if (!timeHeavy)
        return std::nullopt;
    content.timeHeavy = timeHeavy->method;
    for (int k : {4, 5, 6}) {
        analysis::AnalysisSettings s = analysis->settings;
        s.method.k = k;
        s.method.autoK = false;
        const auto other = analysis::analyseBenchmark(dataset, s, analysis.get(), cancel); // re-clusters only
        if (!other)
            return std::nullopt;
        if (other->method)
            content.byK << qMakePair(k, *other->method);
    }
    if (options.stabilityDrawn && shown) // drawn for the analysis shown, not for another benchmark's
        content.stability = *options.stabilityDrawn;
    else
        content.stability = analysis::analysisStability(*analysis, options.stability, cancel);
    if (cancel && cancel->load())
        return std::nullopt;
    return content;
}

int writeReport(const ReportContent &content, const QString &path, QString *error)
{
    const analysis::BenchmarkAnalysis &a = *content.analysis;
    const ReportOptions &options = content.options;
    const QString benchmark = a.benchmark;
    if (a.configurations.isEmpty()) {
        if (error)
            *error = Report::tr("no configuration of benchmark %1").arg(benchmark);
        return 0;
    }
    // Written in memory, then in one atomic step: the old report stays if anything fails.
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    int pages = 0;
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(options.page));
        pdf.setResolution(150);
        pdf.setTitle(Report::tr("ScaleScope report — %1").arg(benchmark));
        pdf.setCreator(QStringLiteral("ScaleScope"));
        QPainter painter(&pdf);
        PageWriter w(pdf, painter);
        const auto wants = [&options](ReportSection section) { return options.sections.testFlag(section); };

        writeTitlePage(w, content);
        if (wants(ReportSection::Scaling))
            writeScaling(w, content);
        if (wants(ReportSection::Surface))
            writeSurface(w, content);
        if (a.method) {
            if (wants(ReportSection::Clusters))
                writeClusters(w, content);
            if (wants(ReportSection::Ranking))
                writeRanking(w, content);
            if (wants(ReportSection::Sensitivity))
                writeSensitivity(w, content, wants(ReportSection::Ranking));
        }
        if (wants(ReportSection::Hpc) && !a.hpcBenchmarks.isEmpty()) // MLPerf HPC, when the data has it
            writeHpc(w, a);
        if (options.probe && wants(ReportSection::Probe)) // this machine's probe, when a run is shown
            writeProbe(w, *options.probe);
        if (wants(ReportSection::ImportDiagnostics))
            writeDiagnostics(w, content.diagnostics);
        painter.end();
        pages = w.pages();
    }
    if (!io::writeFileAtomically(path, file.data(), error))
        return 0;
    return pages;
}

} // namespace scalescope::report
