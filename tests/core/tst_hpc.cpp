// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MLPerf HPC, imported and scored as the official summarizer scores it: every result folder of
// hpc_v2.0 equals the oracle the official tool made (strong: minutes; weak: models, time to train them
// all, instance scale, models per minute); hpc_v0.7, which the tool cannot score, follows the same
// method and says it is not official; the odd instance scales are flagged with both readings.
#include "TestData.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/SupercomputerComparison.h"
#include "core/analysis/WeakScaling.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/io/CsvReader.h"
#include "core/rules/PublishedResults.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace scalescope;

namespace {

const model::Configuration *find(const model::Dataset &ds, const QString &id)
{
    for (const model::Configuration &c : ds.configurations)
        if (c.id == id)
            return &c;
    return nullptr;
}

const model::Diagnostic *diag(const model::Dataset &ds, const char *code, const QString &fileEnd = QString())
{
    for (const model::Diagnostic &d : ds.diagnostics)
        if (d.code == QLatin1String(code) && d.file.endsWith(fileEnd))
            return &d;
    return nullptr;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::abs(b);
}

} // namespace

class TestHpc : public QObject
{
    Q_OBJECT
    model::Dataset m_v20;
    model::Dataset m_v07;

private slots:
    void initTestCase()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        m_v20 = import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/hpc_v2.0")).dataset;
        m_v07 = import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/hpc_v0.7")).dataset;
    }

    void v20EqualsTheOfficialTool()
    {
        QFile f(test::mlperfDir() + QStringLiteral("/official_hpc_scores_v2.0.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto rows = io::parseCsv(QString::fromUtf8(f.readAll()));
        QStringList header = rows.value(0).fields;
        auto col = [&](const io::CsvRow &r, const char *name) { return r.fields.value(header.indexOf(QLatin1String(name))); };
        int compared = 0;
        for (qsizetype i = 1; i < rows.size(); ++i) {
            const io::CsvRow &r = rows[i];
            const QString id = model::makeHpcConfigurationId(QStringLiteral("2.0"), col(r, "org_folder"), col(r, "system_json"),
                                                             col(r, "scaling"), col(r, "benchmark"));
            const model::Configuration *c = find(m_v20, id);
            QVERIFY2(c, qPrintable(id));
            QCOMPARE(c->usage, QLatin1String(model::Usage::Hpc));
            QVERIFY(c->officialRules);
            const double score = col(r, "score").toDouble();
            if (col(r, "scaling") == QLatin1String("strong")) {
                QVERIFY2(c->scoreMinutes && close(*c->scoreMinutes, score), qPrintable(id));
            } else {
                QVERIFY2(c->modelsPerMinute && close(*c->modelsPerMinute, score), qPrintable(id));
                QCOMPARE(double(c->numberOfModels.value_or(-1)), col(r, "number_of_models").toDouble());
                QCOMPARE(double(c->instanceScale.value_or(-1)), col(r, "instance_scale").toDouble());
                QVERIFY(close(c->timeToTrainAllMinutes.value_or(-1), col(r, "time_to_train_all").toDouble()));
                QVERIFY(!c->scoreMinutes);
            }
            QCOMPARE(c->accelerators.value_or(-1), col(r, "num_accelerators_or_processors").toInt());
            QCOMPARE(c->cpuOnly, col(r, "count_kind") == QLatin1String("host_processors"));
            ++compared;
        }
        QCOMPARE(compared, 22);
        QCOMPARE(m_v20.configurations.size(), 22);
    }

    // The official tool cannot score v0.7 (no strong/weak level, no hpc_0.7.0 rules): ScaleScope
    // scores it by the same method, with the 1.0 targets, and marks it not official. Values checked
    // against an independent computation of that method.
    void v07ByTheSameMethod()
    {
        QCOMPARE(m_v07.configurations.size(), 15);
        const model::Diagnostic *none = diag(m_v07, "rules.none");
        QVERIFY(none);
        QCOMPARE(none->args, QStringList({QStringLiteral("hpc"), QStringLiteral("0.7")}));
        const QList<QPair<QString, double>> expected = {
            {QStringLiteral("CSCS/daint_gpu_n128_tf2.2.0/strong/cosmoflow"), 461.00859375},
            {QStringLiteral("CSCS/daint_gpu_n256_tf2.2.0/strong/cosmoflow"), 327.00719791666666},
            {QStringLiteral("Fujitsu/abci_512xV100_tensorflow_closed/strong/cosmoflow"), 34.42164375},
            {QStringLiteral("Fujitsu/fugaku_8192xA64FX_tensorflow_closed/strong/cosmoflow"), 101.4900625},
            {QStringLiteral("LBNL/coriknl_n512_tf1.15.2/strong/cosmoflow"), 536.0622000000001},
            {QStringLiteral("RIKEN/fugaku_512xA64FX_tensorflow_closed/strong/cosmoflow"), 249.34626041666667},
            {QStringLiteral("LBNL/corigpu_n64_pt1.6.0/strong/deepcam"), 139.28861111111112},
        };
        for (const auto &[rest, minutes] : expected) {
            const model::Configuration *c = find(m_v07, QStringLiteral("hpc-0.7/") + rest);
            QVERIFY2(c && c->scoreMinutes, qPrintable(rest));
            QVERIFY2(close(*c->scoreMinutes, minutes), qPrintable(rest));
            QVERIFY(!c->officialRules);
            QCOMPARE(c->scaling, QLatin1String(model::HpcScaling::Strong));
        }
        // The run without run_stop and the two "success" runs above the 0.124 target are dropped.
        const model::Configuration *daint = find(m_v07, QStringLiteral("hpc-0.7/CSCS/daint_gpu_n256_tf2.2.0/strong/cosmoflow"));
        QCOMPARE(daint->validRunCount(), 9);
        const model::Configuration *riken =
            find(m_v07, QStringLiteral("hpc-0.7/RIKEN/fugaku_512xA64FX_tensorflow_closed/strong/cosmoflow"));
        QCOMPARE(riken->validRunCount(), 9);
        QCOMPARE(riken->runs[4].dropReason, QLatin1String(model::DropReason::TargetNotReached));
    }

    // CPU-only systems: processors stand in for accelerators, matched to the processor's catalog entry.
    void cpuOnlySystems()
    {
        const model::Configuration *fugaku =
            find(m_v20, QStringLiteral("hpc-2.0/Fujitsu+RIKEN/fugaku_82944xA64FX_tensorflow_closed/weak/cosmoflow"));
        QVERIFY(fugaku);
        QVERIFY(fugaku->cpuOnly);
        QCOMPARE(fugaku->accelerators.value_or(0), 82944);
        QCOMPARE(fugaku->catalogId, QStringLiteral("fujitsu-a64fx"));
        QCOMPARE(fugaku->numberOfModels.value_or(0), 637);
        QCOMPARE(fugaku->instanceScale.value_or(0), 128);
        QVERIFY(!fugaku->instanceScalePerMachine); // 637 x 128 = 81,536 of 82,944 fits
        const model::Configuration *knl = find(m_v07, QStringLiteral("hpc-0.7/LBNL/coriknl_n1024_tf1.15.2/strong/cosmoflow"));
        QVERIFY(knl && knl->cpuOnly);
        QCOMPARE(knl->catalogId, QStringLiteral("intel-xeon-phi-7250"));
    }

    // Three weak folders record the whole system as each model's size (README §12.8): flagged, and the
    // machine's share per model given beside the logged value.
    void implausibleInstanceScales()
    {
        const QList<QPair<QString, double>> odd = {
            {QStringLiteral("hpc-2.0/NVIDIA/dgxa100_n512_pytorch/weak/oc20"), 4096.0 / 60},
            {QStringLiteral("hpc-2.0/HelmholtzAI/horeka_gpu_n64_pytorch1.13/weak/oc20"), 512.0 / 7},
            {QStringLiteral("hpc-2.0/HelmholtzAI/juwelsbooster_gpu_n64_pytorch1.13/weak/oc20"), 2560.0 / 39},
        };
        int flagged = 0;
        for (const model::Configuration &c : m_v20.configurations) {
            if (!c.isWeakScaling())
                continue;
            const auto it = std::find_if(odd.begin(), odd.end(), [&](const auto &o) { return o.first == c.id; });
            QCOMPARE(c.instanceScalePerMachine.has_value(), it != odd.end());
            if (it != odd.end()) {
                QVERIFY(close(*c.instanceScalePerMachine, it->second));
                ++flagged;
            }
        }
        QCOMPARE(flagged, 3);
        const model::Diagnostic *d =
            diag(m_v20, "score.instance_scale_implausible", QStringLiteral("dgxa100_n512_pytorch/weak/oc20"));
        QVERIFY(d);
        QCOMPARE(d->args.mid(0, 3), QStringList({QStringLiteral("60"), QStringLiteral("4096"), QStringLiteral("4096")}));
    }

    // A system's weak/ folder or one weak benchmark folder imports alone, with the same result.
    void openingOneFolder()
    {
        const QString sys = test::mlperfDir() + QStringLiteral("/hpc_v2.0/NVIDIA/results/dgxa100_n512_pytorch");
        const model::Dataset weak = import::MlperfTreeImporter::importPath(sys + QStringLiteral("/weak")).dataset;
        QCOMPARE(weak.configurations.size(), 3);
        const model::Dataset one = import::MlperfTreeImporter::importPath(sys + QStringLiteral("/weak/deepcam")).dataset;
        QCOMPARE(one.configurations.size(), 1);
        QCOMPARE(one.configurations[0].modelsPerMinute, find(m_v20, one.configurations[0].id)->modelsPerMinute);
    }

    // Every configuration read from a tree links to its folder in the round's MLCommons repository:
    // the path after tree/HEAD is the folder it was read from, in HPC (with the scaling folder) and
    // Training trees alike; a name from a table, a bad round or a folder name like ".." gives none.
    void publishedResultFoldersAreTheTreesOwn()
    {
        const model::Dataset v40 =
            import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/training_v4.0")).dataset;
        const QList<std::pair<const model::Dataset *, QString>> trees{
            {&m_v20, QStringLiteral("hpc_v2.0")}, {&m_v07, QStringLiteral("hpc_v0.7")}, {&v40, QStringLiteral("training_v4.0")}};
        for (const auto &[ds, folder] : trees) {
            QVERIFY(!ds->configurations.isEmpty());
            for (const model::Configuration &c : ds->configurations) {
                const QUrl url = rules::publishedResultsUrl(c);
                QVERIFY2(url.isValid() && url.scheme() == QLatin1String("https") && url.host() == QLatin1String("github.com"),
                         qPrintable(c.id));
                const QString repo = QStringLiteral("/mlcommons/%1_results_v%2/tree/HEAD/")
                                         .arg(c.isHpc() ? QStringLiteral("hpc") : QStringLiteral("training"), c.round);
                const QString path = url.path(QUrl::FullyDecoded);
                QVERIFY2(path.startsWith(repo), qPrintable(path));
                QVERIFY2(
                    QFileInfo(test::mlperfDir() + QLatin1Char('/') + folder + QLatin1Char('/') + path.mid(repo.size())).isDir(),
                    qPrintable(path));
            }
        }
        model::Configuration c = m_v20.configurations.first();
        QVERIFY(
            rules::publishedResultsUrl(c).toString(QUrl::FullyEncoded).contains(QLatin1String("/hpc_results_v2.0/tree/HEAD/")));
        c.system = QStringLiteral("a b#c");
        QVERIFY(rules::publishedResultsUrl(c).toString(QUrl::FullyEncoded).contains(QLatin1String("/a%20b%23c/"))); // encoded
        c.system = QStringLiteral("..");
        QVERIFY(rules::publishedResultsUrl(c).isEmpty()); // never a way up
        c = m_v20.configurations.first();
        c.source = QLatin1String(model::SourceKind::SummarizerCsv);
        QVERIFY(rules::publishedResultsUrl(c).isEmpty()); // a table row's system is a name, not a folder
        c = m_v20.configurations.first();
        c.round = QStringLiteral("2.0/../x");
        QVERIFY(rules::publishedResultsUrl(c).isEmpty());
    }

    // Gustafson's and Amdahl's laws fitted to scaled speedups with a known answer.
    void scalingLawsKnownAnswers()
    {
        QList<std::pair<double, double>> gustafson, amdahl;
        for (double n : {2.0, 4.0, 8.0, 16.0, 64.0, 256.0}) {
            gustafson << std::pair{n, n - 0.05 * (n - 1)};       // α = 0.05
            amdahl << std::pair{n, 1 / (0.01 + (1 - 0.01) / n)}; // ε = 0.01
        }
        const analysis::WeakScalingLawFits g = analysis::fitScalingLaws(gustafson);
        QCOMPARE(g.points, 6);
        QVERIFY(std::abs(*g.gustafsonAlpha - 0.05) < 1e-12);
        QVERIFY(g.gustafsonSmape < 1e-9);
        QCOMPARE(g.largestModels, 256);
        QVERIFY(std::abs(*g.gustafsonAtLargest - (256 - 0.05 * 255)) < 1e-9);
        const analysis::WeakScalingLawFits a = analysis::fitScalingLaws(amdahl);
        QVERIFY2(std::abs(*a.amdahlEpsilon - 0.01) < 1e-6, qPrintable(QString::number(*a.amdahlEpsilon)));
        QVERIFY(std::abs(*a.amdahlLimit - 100) < 1e-2);
        QVERIFY(a.amdahlSmape < 1e-3);
        QCOMPARE(analysis::gustafsonSpeedup(0.1, 11), 10.0);
        QVERIFY(std::abs(analysis::amdahlSpeedup(0.01, 100) - 1 / (0.01 + 0.99 / 100)) < 1e-12);
    }

    // The weak-scaling analysis of v2.0 cosmoflow: Fugaku's open run of 81 models of 512 nodes meets
    // the 512-node strong-scaling time of the same machine, measured; the others use their models'
    // own mean time.
    void weakScalingOfCosmoflow()
    {
        analysis::AnalysisSettings s;
        s.benchmark = QStringLiteral("cosmoflow");
        s.runMethod = false;
        const auto a = analysis::analyseBenchmark(m_v20, s);
        QVERIFY(a);
        QCOMPARE(a->weakConfigurations.size(), 3);
        QCOMPARE(a->configurations.size(), 5); // strong only
        for (const model::Configuration &c : a->configurations)
            QVERIFY(!c.isWeakScaling());
        const analysis::WeakScalingPoint *open = nullptr;
        for (const analysis::WeakScalingPoint &p : a->weak.points)
            if (p.id.contains(QLatin1String("fugaku_82944xA64FX_tensorflow_open")))
                open = &p;
        QVERIFY(open);
        const model::Configuration *strong =
            find(m_v20, QStringLiteral("hpc-2.0/Fujitsu+RIKEN/fugaku_512xA64FX_tensorflow_closed/strong/cosmoflow"));
        QCOMPARE(open->strongSource, QStringLiteral("measured:") + strong->id);
        QCOMPARE(*open->strongMinutes, *strong->scoreMinutes);
        QVERIFY(close(*open->weakEfficiency, *strong->scoreMinutes / 137.4663));
        QVERIFY(close(*open->scaledSpeedup, 81 * *strong->scoreMinutes / 137.4663));
        QVERIFY(close(*open->serialFraction, (81 - *open->scaledSpeedup) / 80));
        for (const analysis::WeakScalingPoint &p : a->weak.points) {
            QVERIFY(p.scaledSpeedup && p.oneModelMinutes);
            QVERIFY(close(*p.scaledSpeedup, p.models * *p.oneModelMinutes / p.timeToTrainAllMinutes));
        }
        QCOMPARE(a->weak.fits.points, 3);
        QCOMPARE(a->weak.fits.largestModels, 637);
        QVERIFY(a->weak.fits.largestId.contains(QLatin1String("fugaku_82944xA64FX_tensorflow_closed")));
    }

    // Végh's comparison: Piz Daint's P100s, Fugaku's A64FX and the V100 machines of HPC v0.7 beside
    // the A100s of Training v1.0. Each family's ε_eff comes from its own series, checked here from
    // the scores: ε = (1/S − 1/k)/(1 − 1/k) with S = T_ref/T and k = N/N_ref.
    void supercomputerComparison()
    {
        model::Dataset both = m_v07;
        const model::Dataset training =
            import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/training_v1.0")).dataset;
        both.configurations += training.configurations;
        const analysis::SupercomputerComparison c =
            analysis::compareSupercomputers(both.configurations, analysis::ReferenceScope::Round);
        const auto minutes = [&](const char *id) { return *find(both, QString::fromLatin1(id))->scoreMinutes; };
        const auto epsilon = [](double tRef, double t, double k) { return (t / tRef - 1 / k) / (1 - 1 / k); };

        const analysis::FamilySummary *p100 = c.find(analysis::ComputeFamily::P100);
        QVERIFY(p100);
        QCOMPARE(p100->configurations, 1);
        QCOMPARE(p100->orgs, QStringList{QStringLiteral("CSCS")});
        const double daint = epsilon(minutes("hpc-0.7/CSCS/daint_gpu_n128_tf2.2.0/strong/cosmoflow"),
                                     minutes("hpc-0.7/CSCS/daint_gpu_n256_tf2.2.0/strong/cosmoflow"), 2);
        QVERIFY2(close(p100->medianEpsilon, daint), qPrintable(QString::number(p100->medianEpsilon)));
        QVERIFY(std::abs(daint - 0.4187) < 1e-3);
        QVERIFY(close(p100->medianEfficiency, minutes("hpc-0.7/CSCS/daint_gpu_n128_tf2.2.0/strong/cosmoflow") /
                                                  minutes("hpc-0.7/CSCS/daint_gpu_n256_tf2.2.0/strong/cosmoflow") / 2));

        // Fugaku: 8,192 and 16,384 processors against 512 (k 16 and 32), CPU-only.
        const analysis::FamilySummary *fugaku = c.find(analysis::ComputeFamily::A64FX);
        QVERIFY(fugaku);
        QCOMPARE(fugaku->configurations, 2);
        QCOMPARE(fugaku->minK, 16.0);
        QCOMPARE(fugaku->maxK, 32.0);
        QCOMPARE(fugaku->largest, 16384);
        const double ref = minutes("hpc-0.7/RIKEN/fugaku_512xA64FX_tensorflow_closed/strong/cosmoflow");
        const double e16 = epsilon(ref, minutes("hpc-0.7/Fujitsu/fugaku_8192xA64FX_tensorflow_closed/strong/cosmoflow"), 16);
        const double e32 = epsilon(ref, minutes("hpc-0.7/Fujitsu/fugaku_16384xA64FX_tensorflow_open/strong/cosmoflow"), 32);
        QVERIFY(close(fugaku->medianEpsilon, (e16 + e32) / 2));
        QVERIFY(analysis::isCpuOnlyFamily(analysis::ComputeFamily::A64FX));

        // The A100 clusters of v1.0 are many; none of them is HPC.
        const analysis::FamilySummary *a100 = c.find(analysis::ComputeFamily::A100);
        QVERIFY(a100);
        // Counted here: in each benchmark and A100 model, the scored ones above the fewest accelerators.
        QMap<QString, int> fewest;
        for (const model::Configuration &x : training.configurations)
            if (x.catalogId.startsWith(QLatin1String("nvidia-a100")) && x.scoreMinutes && x.accelerators) {
                const QString key = x.benchmark + QLatin1Char('|') + x.catalogId;
                fewest[key] = fewest.contains(key) ? std::min(fewest[key], *x.accelerators) : *x.accelerators;
            }
        int above = 0;
        for (const model::Configuration &x : training.configurations)
            if (x.catalogId.startsWith(QLatin1String("nvidia-a100")) && x.scoreMinutes && x.accelerators &&
                *x.accelerators > fewest.value(x.benchmark + QLatin1Char('|') + x.catalogId))
                ++above;
        QVERIFY(above > 0);
        QCOMPARE(a100->configurations, above);
        QVERIFY(!a100->hpc);
        QVERIFY(p100->hpc && fugaku->hpc);
        QVERIFY(!c.find(analysis::ComputeFamily::H100)); // none in these rounds
        int placed = 0;
        for (const analysis::FamilySummary &s : c.families)
            placed += s.configurations;
        QCOMPARE(placed, int(c.points.size()));
        for (const analysis::FamilyPlacement &p : c.points)
            QVERIFY(!p.id.contains(QLatin1String("/weak/")));
    }

    // The summarizer's weak-scaling rules on small folders: models whose logs disagree on the
    // instance scale stop the tool (AssertionError); fewer models than the benchmark's run count give
    // no result.
    void weakScalingRules()
    {
        QTemporaryDir tmp;
        const QString src = test::mlperfDir() + QStringLiteral("/hpc_v2.0/NVIDIA/results/dgxa100_n512_pytorch/weak/oc20");
        const QString dst = tmp.filePath(QStringLiteral("hpc_v2.0/NVIDIA/results/dgxa100_n512_pytorch/weak/oc20"));
        QVERIFY(QDir().mkpath(dst));
        QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("hpc_v2.0/NVIDIA/systems"))));
        QVERIFY(QFile::copy(test::mlperfDir() + QStringLiteral("/hpc_v2.0/NVIDIA/systems/dgxa100_n512_pytorch.json"),
                            tmp.filePath(QStringLiteral("hpc_v2.0/NVIDIA/systems/dgxa100_n512_pytorch.json"))));
        const QStringList logs = QDir(src).entryList({QStringLiteral("result_*.txt")}, QDir::Files, QDir::Name);
        for (int i = 0; i < 4; ++i) // four models; oc20 expects five
            QVERIFY(QFile::copy(src + QLatin1Char('/') + logs[i], dst + QLatin1Char('/') + logs[i]));
        model::Dataset ds = import::MlperfTreeImporter::importPath(dst).dataset;
        QCOMPARE(ds.configurations.size(), 1);
        QCOMPARE(ds.configurations[0].numberOfModels.value_or(0), 4);
        QVERIFY(!ds.configurations[0].modelsPerMinute);
        QCOMPARE(ds.configurations[0].scoreMissingReason, QLatin1String(model::ScoreMissing::TooFewModels));
        QVERIFY(diag(ds, "score.too_few_models"));

        // A fifth model whose log records another number_of_nodes.
        QFile in(src + QLatin1Char('/') + logs[4]);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray log = in.readAll();
        const qsizetype at = log.indexOf("\"key\": \"number_of_nodes\", \"value\": ");
        QVERIFY(at > 0);
        const qsizetype v = at + qsizetype(qstrlen("\"key\": \"number_of_nodes\", \"value\": "));
        log.replace(v, log.indexOf(',', v) - v, "7");
        QFile out(dst + QLatin1Char('/') + logs[4]);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(log);
        out.close();
        ds = import::MlperfTreeImporter::importPath(dst).dataset;
        QVERIFY(!ds.configurations[0].modelsPerMinute);
        QCOMPARE(ds.configurations[0].scoreMissingReason, QLatin1String(model::ScoreMissing::OfficialToolStops));
        const model::Diagnostic *stop = diag(ds, "score.tool_stops");
        QVERIFY(stop);
        QVERIFY(stop->args.value(0).startsWith(QLatin1String("AssertionError")));
    }
};

QTEST_GUILESS_MAIN(TestHpc)
#include "tst_hpc.moc"
