// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A flat table drawn as the user sees it: imported, analysed and rendered offscreen as the scaling
// chart (log and linear axes), so values at the edges of double (DBL_MAX, denormals, zero on a log
// axis) and hostile names (<img src=…>) reach Qt Charts the way a user's file does. The readers'
// harnesses alone could not find QLogValueAxis recursing without end on 1.2e308.
#include "FuzzInput.h"
#include "app/charts/ChartExport.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ScalingChartData.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/DerivedMetrics.h"
#include "core/import/CsvTableImporter.h"
#include "core/model/AcceleratorCatalog.h"

#include <QApplication>
#include <QImage>

#include <cstdlib>

namespace {

QApplication &app()
{
    static int argc = 1;
    static char name[] = "fuzz_chart_render";
    static char *argv[] = {name, nullptr};
    static QApplication *instance = [] {
        setenv("QT_QPA_PLATFORM", "offscreen", 0);
        auto *a = new QApplication(argc, argv);
        // Fonts are found and cached on the first text drawn; do it before the first input, so that
        // the caches are not taken for that input's leaks.
        (void)scalescope::charts::renderChart(
            [] { return scalescope::charts::createEmptyChart(QStringLiteral("warm-up 0123456789")); },
            scalescope::charts::ExportSize{320, 200, 72});
        return a;
    }();
    return *instance;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace scalescope;
    app();
    model::Dataset ds =
        import::CsvTableImporter::importBytes(fuzz::bytes(data, size), QStringLiteral("fuzz.csv"), QStringLiteral("4.0"));
    analysis::deriveConfigurationMetrics(ds, model::AcceleratorCatalog::embedded());
    if (ds.configurations.isEmpty() || ds.configurations.size() > 200) // a chart, not a load test
        return 0;
    analysis::AnalysisSettings settings;
    settings.runMethod = false;
    const auto analysis = analysis::analyseBenchmark(ds, settings);
    if (!analysis)
        return 0;
    // Two metrics on two axis kinds: time to train on log axes, efficiency on linear ones.
    for (const charts::ScalingMetric metric : {charts::ScalingMetric::TimeToTrain, charts::ScalingMetric::Efficiency}) {
        const charts::ScalingChartData chart =
            charts::buildScalingChartData(*analysis, metric, charts::ScalingGrouping::CatalogEntry);
        const QImage image =
            charts::renderChart([&chart] { return charts::createScalingChart(chart); }, charts::ExportSize{320, 200, 72});
        if (image.isNull())
            std::abort(); // a chart that cannot be drawn must still be an image (with a note)
    }
    return 0;
}
