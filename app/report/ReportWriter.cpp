#include "app/report/ReportWriter.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/ProbeCharts.h"
#include "app/charts/ScalingChartData.h"
#include "app/charts/SurfaceData.h"
#include "core/i18n/Localization.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QMap>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <functional>
#include <memory>

namespace scalescope {
namespace {

class Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

class PageWriter
{
public:
    PageWriter(QPdfWriter &pdf, QPainter &p) : m_pdf(pdf), m_p(p)
    {
        const QRect r = m_p.viewport();
        m_width = r.width();
        m_height = r.height();
        m_margin = m_width / 14;
        m_y = m_margin;
    }

    void newPage()
    {
        m_pdf.newPage();
        ++m_pages;
        m_y = m_margin;
    }
    int pages() const { return m_pages; }

    void text(const QString &t, int pointSize = 10, bool bold = false)
    {
        QFont f; // the default family; Qt falls back to a Hangul font for Korean text
        f.setPointSize(pointSize);
        f.setBold(bold);
        m_p.setFont(f);
        const QRect box(m_margin, m_y, m_width - 2 * m_margin, m_height);
        const QRect used = m_p.boundingRect(box, Qt::TextWordWrap, t);
        if (m_y + used.height() > m_height - m_margin) {
            newPage();
            m_p.setFont(f);
        }
        const QRect at(m_margin, m_y, m_width - 2 * m_margin, used.height());
        m_p.drawText(at, Qt::TextWordWrap, t);
        m_y += used.height() + m_p.fontMetrics().height() / 2;
    }

    void chart(QChart *chart, double heightFraction)
    {
        std::unique_ptr<QChartView> view(new QChartView(chart));
        const QSize logical(1100, int(1100 * heightFraction * m_height / (m_width - 2.0 * m_margin)));
        view->setAttribute(Qt::WA_DontShowOnScreen);
        view->resize(logical);
        view->show();
        QCoreApplication::processEvents();
        chart->resize(logical);
        QCoreApplication::processEvents();
        const int h = int(m_height * heightFraction);
        if (m_y + h > m_height - m_margin)
            newPage();
        const QRectF target(m_margin, m_y, m_width - 2 * m_margin, h);
        m_p.setRenderHint(QPainter::Antialiasing);
        view->scene()->render(&m_p, target, chart->geometry());
        m_y += h + m_margin / 4;
    }

private:
    QPdfWriter &m_pdf;
    QPainter &m_p;
    int m_width = 0, m_height = 0, m_margin = 0, m_y = 0, m_pages = 1;
};

QString weightsText(const QList<Criterion> &criteria)
{
    QStringList parts;
    for (const Criterion &c : criteria)
        parts << QStringLiteral("%1 = %2").arg(criterionLabel(c.name), QLocale().toString(c.weight, 'g', 3));
    return parts.join(QStringLiteral("; "));
}

QString scopeText(ReferenceScope scope)
{
    switch (scope) {
    case ReferenceScope::Round:
        return Report::tr("within the same round");
    case ReferenceScope::AllRounds:
        return Report::tr("across all rounds");
    case ReferenceScope::Org:
        return Report::tr("within the same round and submitter");
    }
    return {};
}

QString winner(const MethodResult &r)
{
    if (r.clusters.isEmpty())
        return Report::tr("no cluster");
    const ClusterProfile &p = r.clusters.first();
    return Report::tr("cluster %1: %2 configurations, median %3 accelerators, mostly %4, median %5 min")
        .arg(p.id + 1)
        .arg(p.size)
        .arg(QLocale().toString(p.medianAccelerators, 'f', 0), p.models.isEmpty() ? QString() : p.models.first().first,
             QLocale().toString(p.medianMinutes, 'f', 2));
}

QString sourceNames(const QStringList &sources)
{
    QStringList names;
    for (const QString &s : sources)
        names << (s.startsWith(QLatin1Char(':')) ? Report::tr("the embedded sample") : QFileInfo(s).fileName());
    return names.isEmpty() ? Report::tr("(none)") : names.join(QStringLiteral(", "));
}

} // namespace

std::optional<ReportContent> prepareReport(const Dataset &dataset, std::shared_ptr<const BenchmarkAnalysis> analysis,
                                           const ReportOptions &options, const std::atomic<bool> *cancel)
{
    ReportContent content;
    content.analysis = analysis;
    content.diagnostics = dataset.diagnostics;
    content.options = options;
    if (!analysis->method)
        return content;
    AnalysisSettings heavy = analysis->settings;
    for (Criterion &c : heavy.method.criteria)
        c.weight = c.name == QLatin1String("time") ? 4 * c.weight : c.weight;
    const auto timeHeavy = analyseBenchmark(dataset, heavy, analysis.get(), cancel); // re-ranks only
    if (!timeHeavy)
        return std::nullopt;
    content.timeHeavy = timeHeavy->method;
    for (int k : {4, 5, 6}) {
        AnalysisSettings s = analysis->settings;
        s.method.k = k;
        s.method.autoK = false;
        const auto other = analyseBenchmark(dataset, s, analysis.get(), cancel); // re-clusters only
        if (!other)
            return std::nullopt;
        if (other->method)
            content.byK << qMakePair(k, *other->method);
    }
    return content;
}

int writeReport(const ReportContent &content, const QString &path, QString *error)
{
    const BenchmarkAnalysis &a = *content.analysis;
    const ReportOptions &options = content.options;
    const QString benchmark = a.benchmark;
    if (a.configurations.isEmpty()) {
        if (error)
            *error = Report::tr("no configuration of benchmark %1").arg(benchmark);
        return 0;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return 0;
    }
    int pages = 0;
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(options.page));
        pdf.setResolution(150);
        pdf.setTitle(Report::tr("ScaleScope report — %1").arg(benchmark));
        pdf.setCreator(QStringLiteral("ScaleScope"));
        QPainter painter(&pdf);
        PageWriter w(pdf, painter);

        // 1. Title page
        QStringList rounds;
        for (const Configuration &c : a.configurations)
            if (!rounds.contains(c.round))
                rounds << c.round;
        rounds.sort();
        const MethodOptions &method = a.settings.method;
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
                   .arg(scopeText(a.settings.scope), method.algorithm)
                   .arg(a.method ? a.method->chosenK : method.k)
                   .arg(method.seed)
                   .arg(method.restarts)
                   .arg(weightsText(method.criteria))
                   .arg(a.settings.precisionFactor));
        if (!options.selection.isEmpty())
            w.text(Report::tr("Marked with a ring in the charts: %1.").arg(options.selection.join(QStringLiteral(", "))));
        w.text(Report::tr("Written %1").arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat)));
        w.text(
            Report::tr("Official scores follow the MLCommons result summarizer (olympic mean of the valid runs' time to train, "
                       "times the review's scaling factor). Efficiency E = T_ref·N_ref/(T·N) against the configuration with "
                       "the fewest accelerators of the same model within the reference scope; ε_eff = (1 − E)/(E·(k − 1))."));

        // 2. Scaling chart
        w.newPage();
        w.text(Report::tr("Scaling"), 16, true);
        for (const auto &[metric, height] : {std::pair{ScalingMetric::TimeToTrain, 0.45}, {ScalingMetric::Efficiency, 0.4}}) {
            QChart *chart = createScalingChart(buildScalingChartData(a, metric, ScalingGrouping::CatalogEntry));
            markSelection(chart, options.selection);
            w.chart(chart, height);
        }

        // 3. Efficiency surface
        w.newPage();
        w.text(Report::tr("Efficiency surface and the precision what-if"), 16, true);
        auto *surface = new EfficiencySurfaceChart;
        surface->setPoints(buildSurfacePoints(a));
        surface->setPrecisionFactor(a.settings.precisionFactor);
        markSelection(surface, options.selection);
        w.chart(surface, 0.55);
        w.text(Report::tr("Arrows show each configuration's ε moving to ε' = f·ε/(f·ε + 1 − ε) when compute becomes ×%1 faster "
                          "and communication stays the same: the efficiency falls, and the real gain T/T' = (k·ε + 1 − ε)/(k·ε + "
                          "(1 − ε)/f) stays below f.")
                   .arg(a.settings.precisionFactor));

        if (a.method) {
            // 4. Clusters
            w.newPage();
            w.text(Report::tr("Clusters"), 16, true);
            QChart *scatter = createClusterScatter(a);
            markSelection(scatter, options.selection);
            w.chart(scatter, 0.42);
            for (const ClusterProfile &p : a.method->clusters) {
                QStringList models;
                for (const auto &m : p.models.mid(0, 3))
                    models << QStringLiteral("%1 (%2)").arg(m.first).arg(m.second);
                w.text(Report::tr("Rank %1 — cluster %2: %3 configurations; accelerators median %4 (%5–%6); median time %7 "
                                  "min; median efficiency %8; %9")
                           .arg(p.rank)
                           .arg(p.id + 1)
                           .arg(p.size)
                           .arg(QLocale().toString(p.medianAccelerators, 'f', 0), QLocale().toString(p.minAccelerators, 'f', 0),
                                QLocale().toString(p.maxAccelerators, 'f', 0), QLocale().toString(p.medianMinutes, 'f', 2),
                                p.medianEfficiency ? QLocale().toString(*p.medianEfficiency, 'f', 2) : QStringLiteral("–"),
                                models.join(QStringLiteral("; "))),
                       9);
            }

            // 5. Ranking
            w.newPage();
            w.text(Report::tr("Ranking"), 16, true);
            w.text(Report::tr("Weights: %1").arg(weightsText(method.criteria)));
            w.text(methodRecommendation(*a.method, a.configurations), 11);
            QChart *pareto = createParetoChart(a);
            markSelection(pareto, options.selection);
            w.chart(pareto, 0.45);

            // 6. Sensitivity
            w.newPage();
            w.text(Report::tr("Sensitivity of the method"), 16, true);
            w.text(Report::tr("With the weights above: %1").arg(winner(*a.method)));
            if (content.timeHeavy)
                w.text(Report::tr("Time-heavy weights (time ×4): %1").arg(winner(*content.timeHeavy)));
            for (const auto &[k, result] : content.byK)
                w.text(Report::tr("k = %1: %2").arg(k).arg(winner(result)));
        }

        // 7. This machine's probe, when a run is shown
        if (options.probe) {
            const ProbeRun &probe = *options.probe;
            w.newPage();
            w.text(Report::tr("This machine: probe run %1").arg(probe.displayName()), 16, true);
            w.text(Report::tr("Host %1, %2; backend %3; devices: %4.")
                       .arg(probe.host, probe.cpu, probe.backend, probe.devices.join(QStringLiteral(", "))));
            if (probe.synthetic)
                w.text(Report::tr("This run is synthetic test data, not a measurement."), 11, true);
            w.text(Report::tr("The training step is synthetic: it measures this machine's compute and communication, not an "
                              "MLPerf benchmark."),
                   9);
            w.chart(createProbeGemmChart(probe), 0.33);
            w.chart(createProbeBandwidthChart(probe), 0.33);
            w.newPage();
            w.chart(createProbeScalingChart(probe), 0.5);
        }

        // 8. Import diagnostics
        w.newPage();
        w.text(Report::tr("Import diagnostics"), 16, true);
        const auto count = [&](Severity sev) {
            return int(std::count_if(content.diagnostics.cbegin(), content.diagnostics.cend(),
                                     [sev](const Diagnostic &d) { return d.severity == sev; }));
        };
        w.text(Report::tr("%1 errors, %2 warnings, %3 notes.")
                   .arg(count(Severity::Error))
                   .arg(count(Severity::Warning))
                   .arg(count(Severity::Info)));
        QMap<QString, int> byCode;
        QMap<QString, Diagnostic> example;
        for (const Diagnostic &d : content.diagnostics) {
            ++byCode[d.code];
            example.insert(d.code, d);
        }
        for (auto it = byCode.cbegin(); it != byCode.cend(); ++it)
            w.text(
                Report::tr("%1 × %2 — for example: %3").arg(it.value()).arg(it.key(), diagnosticMessage(example.value(it.key()))),
                9);
        if (byCode.isEmpty())
            w.text(Report::tr("No problems were reported while importing this data."));
        painter.end();
        pages = w.pages();
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return 0;
    }
    return pages;
}

} // namespace scalescope
