// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How fast the one analysis reaches every view, on the three shared rounds (v1.0, v3.1, v4.0;
// ResNet), offscreen at 1400 × 900:
//  * the full analysis (all four stages, from scratch) — the baseline;
//  * from a weight change to every view showing the new ranking (the ranking stage alone runs,
//    off the GUI thread, and the views refill) — goal ≤ 16 ms;
//  * a tab switch, laid out and painted — goal ≤ 100 ms.
// Medians of repeated runs. Run it by hand: ./build/tests/bench_analysis_ui [path-to-mlperf]
#include "app/MainWindow.h"
#include "app/state/AnalysisController.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/i18n/Localization.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>

#include <algorithm>
#include <cstdio>

using namespace scalescope;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeBench"));
    i18n::installLanguage(QStringLiteral("en"));
    const QString root = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(SCALESCOPE_MLPERF_DIR);

    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QSignalSpy imported(&w, &MainWindow::importFinished);
    w.openPaths({root + QStringLiteral("/training_v1.0"), root + QStringLiteral("/training_v3.1"),
                 root + QStringLiteral("/training_v4.0")});
    if (!imported.wait(120000))
        return 1;
    w.analysis()->waitForIdle();
    const auto first = w.analysis()->current();
    if (!first)
        return 1;
    std::printf("data: %lld configurations, %lld of benchmark %s\n", qlonglong(w.dataset().configurations.size()),
                qlonglong(first->configurations.size()), qPrintable(first->benchmark));

    QElapsedTimer timer;
    QList<double> full;
    for (int i = 0; i < 7; ++i) {
        timer.start();
        const auto a = analysis::analyseBenchmark(w.dataset(), w.analysis()->settings());
        full << timer.nsecsElapsed() / 1e6;
        if (!a)
            return 1;
    }

    QList<double> rerank;
    const int clustering = w.analysis()->clusteringRuns();
    for (int i = 0; i < 21; ++i) {
        QSignalSpy published(w.analysis(), &state::AnalysisController::resultChanged);
        timer.start();
        w.analysis()->setWeights({double(1 + i % 10), 5, 5, 5});
        while (published.isEmpty())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        QCoreApplication::processEvents(); // what the views queued on the way
        rerank << timer.nsecsElapsed() / 1e6;
    }
    if (w.analysis()->clusteringRuns() != clustering) {
        std::printf("a weight change re-clustered\n");
        return 1;
    }

    QList<double> tabs;
    QList<double> perTab[4];
    for (int i = 0; i < 24; ++i) {
        timer.start();
        w.tabs()->setCurrentIndex(1 + i % 4); // the analysis tabs
        w.tabs()->currentWidget()->repaint();
        QCoreApplication::processEvents();
        tabs << timer.nsecsElapsed() / 1e6;
        perTab[i % 4] << tabs.last();
    }

    const double base = median(full);
    std::printf("full analysis (baseline):           %8.2f ms\n", base);
    std::printf("weight change to every view:        %8.2f ms  (%.2f× the full analysis; goal ≤ 16 ms)\n", median(rerank),
                median(rerank) / base);
    std::printf("tab switch, laid out and painted:   %8.2f ms  (%.2f× the full analysis; goal ≤ 100 ms)\n", median(tabs),
                median(tabs) / base);
    for (int t = 0; t < 4; ++t)
        std::printf("  to %-34s %8.2f ms\n", qPrintable(w.tabs()->tabText(1 + t).remove(QLatin1Char('&')) + QLatin1Char(':')),
                    median(perTab[t]));
    return 0;
}
