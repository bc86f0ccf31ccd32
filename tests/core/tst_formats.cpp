// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Flat tables, the dataset format (round trip on the whole shared tree), the accelerator catalog
// and the figures derived on import.
#include "TestData.h"
#include "core/import/CsvTableImporter.h"
#include "core/import/DatasetJsonReader.h"
#include "core/import/SourceImporter.h"
#include "core/import/SystemDescription.h"
#include "core/io/AtomicFile.h"
#include "core/io/CsvReader.h"
#include "core/io/CsvWriter.h"
#include "core/io/DatasetFormat.h"
#include "core/model/AcceleratorCatalog.h"
#include "scalescope/gpu/AcceleratorCatalogData.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <utility>

using namespace scalescope;

namespace {

const model::Configuration *find(const model::Dataset &ds, const QString &id)
{
    for (const model::Configuration &c : ds.configurations)
        if (c.id == id)
            return &c;
    return nullptr;
}

model::Dataset importAll()
{
    model::Dataset all;
    for (const char *round : {"training_v1.0", "training_v3.1", "training_v4.0"})
        all.merge(import::importSource(test::mlperfDir() + QLatin1Char('/') + QLatin1String(round)).dataset);
    return all;
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void csvReaderHandlesQuotesAndLines()
    {
        int bad = 0;
        const auto rows = io::parseCsv(QStringLiteral("\xFEFF"
                                                      "a,b,c\r\n\"x,1\",\"he said \"\"hi\"\"\",\"two\nlines\"\n\n3,,4"),
                                       &bad);
        QCOMPARE(bad, 0);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[1].fields,
                 (QStringList{QStringLiteral("x,1"), QStringLiteral("he said \"hi\""), QStringLiteral("two\nlines")}));
        QCOMPARE(rows[2].line, 5);
        QCOMPARE(rows[2].fields, (QStringList{QStringLiteral("3"), QString(), QStringLiteral("4")}));
        io::parseCsv(QStringLiteral("a\n\"open"), &bad);
        QCOMPARE(bad, 2);
        // Only the file's first bytes are a byte-order mark: a cell that starts with U+FEFF keeps it
        // (found by fuzz_dataset_roundtrip: a raw system string lost it on the way through CSV).
        const auto bom = io::parseCsv(QStringLiteral("\xFEFF"
                                                     "a,\xFEFF"
                                                     "b\n\xFEFF"
                                                     "c,\"\xFEFF"
                                                     "d\""),
                                      &bad);
        QCOMPARE(bom.value(0).fields, (QStringList{QStringLiteral("a"), QStringLiteral("\xFEFF"
                                                                                       "b")}));
        QCOMPARE(bom.value(1).fields, (QStringList{QStringLiteral("\xFEFF"
                                                                  "c"),
                                                   QStringLiteral("\xFEFF"
                                                                  "d")}));
    }

    // A name from an untrusted tree must not run as a spreadsheet formula when the CSV is opened, and
    // the dataset format must still read back exactly what it wrote.
    void csvFieldsNeverStartAFormula_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("written");
        QTest::newRow("formula") << QStringLiteral("=HYPERLINK(\"http://x\")")
                                 << QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")\"");
        QTest::newRow("plus") << QStringLiteral("+cmd|' /C calc'!A0") << QStringLiteral("'+cmd|' /C calc'!A0");
        QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
        QTest::newRow("minus text") << QStringLiteral("-x") << QStringLiteral("'-x");
        QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("'\t=1");
        QTest::newRow("negative number") << QStringLiteral("-5") << QStringLiteral("-5");
        QTest::newRow("exponent") << QStringLiteral("+1e3") << QStringLiteral("+1e3");
        QTest::newRow("apostrophe before formula") << QStringLiteral("'=x") << QStringLiteral("''=x");
        QTest::newRow("two apostrophes") << QStringLiteral("''a") << QStringLiteral("'''a");
        QTest::newRow("one apostrophe") << QStringLiteral("'a") << QStringLiteral("'a");
        QTest::newRow("plain") << QStringLiteral("DGX A100") << QStringLiteral("DGX A100");
    }

    void csvFieldsNeverStartAFormula()
    {
        QFETCH(QString, value);
        QFETCH(QString, written);
        QCOMPARE(io::csvField(value), written);
        int bad = 0;
        const auto rows = io::parseCsv(QStringLiteral("h\n") + io::csvField(value) + QLatin1Char('\n'), &bad);
        QCOMPARE(bad, 0);
        QCOMPARE(io::csvFieldText(rows.value(1).fields.value(0)), value);
    }

    void datasetCsvKeepsFormulaLikeNames()
    {
        model::Dataset ds = import::importSource(test::mlperfDir() + QStringLiteral("/training_v4.0")).dataset;
        QVERIFY(!ds.configurations.isEmpty());
        ds.configurations[0].systemName = QStringLiteral("=cmd|'/C calc'!A0");
        ds.configurations[0].submitter = QStringLiteral("'=quoted");
        const QByteArray csv = io::datasetToCsv(ds);
        QVERIFY(!csv.contains("\n=cmd") && !csv.contains(",=cmd"));
        const model::Dataset back = io::datasetFromCsv(csv, QStringLiteral("hostile.csv"));
        const model::Configuration *c = find(back, ds.configurations[0].id);
        QVERIFY(c);
        QCOMPARE(c->systemName, ds.configurations[0].systemName);
        QCOMPARE(c->submitter, ds.configurations[0].submitter);
    }

    void catalogIsWellFormed()
    {
        const model::AcceleratorCatalog &cat = model::AcceleratorCatalog::embedded();
        QVERIFY(cat.entries().size() >= 35);
        QStringList ids;
        for (const model::CatalogEntry &e : cat.entries()) {
            QVERIFY2(!e.id.isEmpty() && !e.name.isEmpty() && !e.vendor.isEmpty(), qPrintable(e.id));
            QVERIFY2(!ids.contains(e.id), qPrintable(e.id));
            ids << e.id;
            QVERIFY2(!e.patterns.isEmpty(), qPrintable(e.id));
            auto sourced = [&](const model::SourcedValue &v, const char *what) {
                if (v.value)
                    QVERIFY2(!v.source.isEmpty(), qPrintable(e.id + QLatin1Char(' ') + QLatin1String(what)));
            };
            sourced(e.memoryGb, "memory");
            sourced(e.memoryBandwidthGbs, "bandwidth");
            sourced(e.tdpW, "tdp");
            for (auto it = e.peakTflops.cbegin(); it != e.peakTflops.cend(); ++it)
                sourced(it.value(), "peak");
        }
        // entries the issue names beyond the shared data
        for (const char *id : {"nvidia-gh200", "nvidia-b200", "nvidia-gb200", "amd-instinct-mi250", "amd-instinct-mi300x",
                               "intel-gaudi3", "graphcore-bow", "google-tpu-v3", "nvidia-a40"})
            QVERIFY2(cat.find(QLatin1String(id)), id);
        const model::CatalogEntry *h100 = cat.find(QStringLiteral("nvidia-h100-sxm5-80gb"));
        QCOMPARE(h100->memoryBandwidthGbs.value.value_or(0), 3350.0);
        QCOMPARE(h100->peakTflops.value(QStringLiteral("fp16_bf16")).value.value_or(0), 989.4);
        QCOMPARE(cat.find(QStringLiteral("nvidia-a100-sxm4-80gb"))->peakTflops.value(QStringLiteral("tf32")).value.value_or(0),
                 156.0);
    }

    void probeSeesTheSameCatalog()
    {
        QFile f(QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/accelerators.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string_view embedded = scalescope::gpu::acceleratorCatalogJson();
        QCOMPARE(QByteArray(embedded.data(), static_cast<qsizetype>(embedded.size())), f.readAll());
    }

    // The committed table names the entry (or diagnostic) for every name in the shared data.
    void everySharedNameMatchesAsCommitted()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QFile table(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/catalog_expectations.csv"));
        QVERIFY(table.open(QIODevice::ReadOnly));
        QHash<QString, QPair<QString, QString>> expected;
        const auto rows = io::parseCsv(QString::fromUtf8(table.readAll()));
        for (const io::CsvRow &r : rows) {
            if (r.fields.value(0).startsWith(QLatin1Char('#')) || r.fields.value(0) == QLatin1String("name"))
                continue;
            expected.insert(r.fields.value(0), {r.fields.value(1), r.fields.value(2)});
        }
        const model::AcceleratorCatalog &cat = model::AcceleratorCatalog::embedded();
        int checked = 0;
        QDirIterator it(test::mlperfDir(), {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.contains(QLatin1String("/systems/")))
                continue;
            model::Diagnostics diags;
            const import::SystemFields sys = import::readSystemDescription(path, diags);
            QVERIFY2(sys.found, qPrintable(path));
            const QString rawName = sys.fields.raw.value(QStringLiteral("accelerator_model_name"));
            const QString key = sys.fields.cpuOnly ? QStringLiteral("cpu:") + sys.fields.hostCpu : rawName;
            QVERIFY2(expected.contains(key), qPrintable(QStringLiteral("name missing from the table: ") + key));
            model::Diagnostics matchDiags;
            const model::CatalogMatch m = cat.match(sys.fields, path, matchDiags);
            QCOMPARE(m.entry ? m.entry->id : QString(), expected.value(key).first);
            QCOMPARE(matchDiags.isEmpty() ? QString() : matchDiags.first().code, expected.value(key).second);
            ++checked;
        }
        // training v1.0, v3.1, v4.0, v5.0, then HPC v0.7 and v2.0
        QCOMPARE(checked, 103 + 86 + 97 + 94 + 15 + 16);
    }

    void unmatchedAndAmbiguousNamesAreReported()
    {
        const model::AcceleratorCatalog &cat = model::AcceleratorCatalog::embedded();
        model::Configuration c;
        c.accelerator = QStringLiteral("Acme Warp Engine 9000");
        model::Diagnostics d;
        QVERIFY(!cat.match(c, QStringLiteral("x"), d).entry);
        QCOMPARE(d.first().code, QStringLiteral("catalog.unmatched"));
        d.clear();
        c.accelerator = QStringLiteral("NVIDIA A100 SXM4 80GB or H100 SXM5 80GB");
        QVERIFY(!cat.match(c, QStringLiteral("x"), d).entry);
        QCOMPARE(d.first().code, QStringLiteral("catalog.ambiguous"));
    }

    // Names users meet after v5.0 (v5.1 results, their own systems): each finds its own entry, never
    // its predecessor's, and an RTX PRO 6000 whose edition is not named is flagged, not guessed.
    void newerAcceleratorNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("diagnostic");
        const QString none;
        QTest::newRow("B300") << QStringLiteral("NVIDIA Blackwell Ultra GPU (B300-SXM-270GB)") << QStringLiteral("nvidia-b300")
                              << none;
        QTest::newRow("GB300") << QStringLiteral("NVIDIA Blackwell Ultra GPU (GB300)") << QStringLiteral("nvidia-gb300") << none;
        QTest::newRow("GB200 stays") << QStringLiteral("NVIDIA Blackwell GPU (GB200)") << QStringLiteral("nvidia-gb200") << none;
        QTest::newRow("B200 stays") << QStringLiteral("NVIDIA B200-SXM-180GB") << QStringLiteral("nvidia-b200") << none;
        QTest::newRow("MI350X") << QStringLiteral("AMD Instinct MI350X 288GB HBM3E") << QStringLiteral("amd-instinct-mi350x")
                                << none;
        QTest::newRow("MI355X") << QStringLiteral("AMD Instinct MI355X") << QStringLiteral("amd-instinct-mi355x") << none;
        QTest::newRow("RTX PRO server") << QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Server Edition")
                                        << QStringLiteral("nvidia-rtx-pro-6000-blackwell-server") << none;
        QTest::newRow("RTX PRO workstation") << QStringLiteral("NVIDIA RTX-PRO-6000 Blackwell Workstation Edition")
                                             << QStringLiteral("nvidia-rtx-pro-6000-blackwell-workstation") << none;
        QTest::newRow("RTX PRO, edition unsaid")
            << QStringLiteral("NVIDIA RTX PRO 6000 Blackwell") << none << QStringLiteral("catalog.ambiguous");
        QTest::newRow("RTX PRO Max-Q") << QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition") << none
                                       << QStringLiteral("catalog.unmatched");
        // Names of training submissions unmatched before: H100 NVL (94 GB, PCIe), and the SXM5 card by its HBM3.
        QTest::newRow("H100 NVL") << QStringLiteral("H100 NVL Tensor Core GPU (PCIe)") << QStringLiteral("nvidia-h100-nvl-94gb")
                                  << none;
        QTest::newRow("H100 80GB HBM3") << QStringLiteral("NVIDIA H100 80GB HBM3") << QStringLiteral("nvidia-h100-sxm5-80gb")
                                        << none;
        QTest::newRow("MI250X") << QStringLiteral("AMD Instinct MI250X") << QStringLiteral("amd-instinct-mi250x") << none;
    }
    void newerAcceleratorNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, entry);
        QFETCH(QString, diagnostic);
        model::Configuration c;
        c.accelerator = name;
        model::Diagnostics d;
        const model::CatalogMatch m = model::AcceleratorCatalog::embedded().match(c, QStringLiteral("s.json"), d);
        QCOMPARE(m.entry ? m.entry->id : QString(), entry);
        QCOMPARE(d.isEmpty() ? QString() : d.first().code, diagnostic);
    }

    // The datasheet figures of the newer entries as their sources give them (dense peaks).
    void newerEntriesCarryTheirDatasheets()
    {
        const model::AcceleratorCatalog &cat = model::AcceleratorCatalog::embedded();
        const model::CatalogEntry *b300 = cat.find(QStringLiteral("nvidia-b300"));
        QVERIFY(b300);
        QCOMPARE(b300->peakTflops.value(QStringLiteral("fp8")).value.value_or(0), 4500.0);
        QCOMPARE(b300->peakTflops.value(QStringLiteral("fp64")).value.value_or(0), 1.2);
        QCOMPARE(b300->memoryBandwidthGbs.source, QStringLiteral("NVIDIA Blackwell Ultra Datasheet"));
        const model::CatalogEntry *mi355 = cat.find(QStringLiteral("amd-instinct-mi355x"));
        QVERIFY(mi355);
        QCOMPARE(mi355->peakTflops.value(QStringLiteral("fp16_bf16")).value.value_or(0), 2516.6);
        QVERIFY(!mi355->peakTflops.value(QStringLiteral("tf32")).value); // no TF32 matrix path
        QCOMPARE(mi355->tdpW.value.value_or(0), 1400.0);
        const model::CatalogEntry *rtx = cat.find(QStringLiteral("nvidia-rtx-pro-6000-blackwell-server"));
        QVERIFY(rtx);
        QVERIFY(!rtx->peakTflops.value(QStringLiteral("fp16_bf16")).value); // sparse or dense unsaid: not given
        QCOMPARE(rtx->memoryGb.value.value_or(0), 96.0);
    }

    // GH200 comes with 96 GB (HBM3) or 144 GB (HBM3e): a name without the memory is told by the
    // system file's memory figure, in whatever unit it is written, and flagged when it has none.
    void memoryTellsVariantsOfOneName()
    {
        const model::AcceleratorCatalog &cat = model::AcceleratorCatalog::embedded();
        model::Configuration c;
        c.accelerator = QStringLiteral("NVIDIA GH200 Grace Hopper Superchip");
        model::Diagnostics d;
        QVERIFY(!cat.match(c, QStringLiteral("s.json"), d).entry); // no memory figure: never guessed
        QCOMPARE(d.first().code, QStringLiteral("catalog.no_memory"));
        QCOMPARE(d.first().severity, model::Severity::Warning);
        for (const auto &[gb, id] : {std::pair{96.0, "nvidia-gh200"}, std::pair{100.66, "nvidia-gh200"}, // 96 GiB as GB
                                     std::pair{144.0, "nvidia-gh200-144gb"}, std::pair{141.0, "nvidia-gh200-144gb"},
                                     std::pair{150.75, "nvidia-gh200-144gb"}}) { // 143771 MiB, as nvidia-smi gives it
            d.clear();
            c.acceleratorMemoryGb = gb;
            const model::CatalogMatch m = cat.match(c, QStringLiteral("s.json"), d);
            QVERIFY2(m.entry, qPrintable(QString::number(gb)));
            QCOMPARE(m.entry->id, QString::fromLatin1(id));
            QCOMPARE(m.how, QStringLiteral("memory"));
            QCOMPARE(d.first().code, QStringLiteral("catalog.by_memory"));
        }
        d.clear();
        c.acceleratorMemoryGb = 120.0; // between the two: neither
        QVERIFY(!cat.match(c, QStringLiteral("s.json"), d).entry);
        QCOMPARE(d.first().code, QStringLiteral("catalog.ambiguous_memory"));
        // The name itself may say which; H200's pattern no longer takes GH200 for an H200.
        d.clear();
        c.acceleratorMemoryGb.reset();
        c.accelerator = QStringLiteral("NVIDIA GH200 144G HBM3e");
        QCOMPARE(cat.match(c, QStringLiteral("s.json"), d).entry->id, QStringLiteral("nvidia-gh200-144gb"));
        c.accelerator = QStringLiteral("NVIDIA-GH200-96GB");
        QCOMPARE(cat.match(c, QStringLiteral("s.json"), d).entry->id, QStringLiteral("nvidia-gh200"));
        QVERIFY(d.isEmpty());
        // A single name match keeps its entry whatever the memory field says (B200 files that give
        // H200's 143771 MiB): the memory only chooses between variants.
        c.accelerator = QStringLiteral("NVIDIA Blackwell GPU (B200-SXM-180GB)");
        c.acceleratorMemoryGb = 150.75;
        QCOMPARE(cat.match(c, QStringLiteral("s.json"), d).entry->id, QStringLiteral("nvidia-b200"));
        QVERIFY(d.isEmpty());
    }

    void summarizerTable()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset ds =
            import::importSource(test::mlperfDir() + QStringLiteral("/flat_tables/training_results_v1.1_NVIDIA_summarizer.csv"))
                .dataset;
        QCOMPARE(ds.count(model::Severity::Error), 0);
        const model::Configuration *c = find(ds, QStringLiteral("1.1/NVIDIA/dgxa100_n128_ngc21.09_mxnet/resnet"));
        QVERIFY(c);
        QCOMPARE(c->scoreMinutes.value_or(0), 0.5746833333333333);
        QCOMPARE(c->accelerators.value_or(0), 1024);
        QCOMPARE(c->catalogId, QStringLiteral("nvidia-a100-sxm4-80gb"));
        QCOMPARE(c->source, QLatin1String(model::SourceKind::SummarizerCsv));
        QVERIFY(c->raw.contains(QStringLiteral("details_url"))); // unknown columns kept
        QVERIFY(find(ds, QStringLiteral("1.1/NVIDIA/dgxa100_n128_ngc21.09_mxnet/ssd")));
        QCOMPARE(c->acceleratorMinutes.value_or(0), 0.5746833333333333 * 1024);
    }

    void summarizerColumnsInAnyOrder()
    {
        const QByteArray text =
            "private_id,system,number_of_nodes,notes,submitter,resnet,accelerators_count,division,availability,"
            "host_processor_model_name,host_processors_count,accelerator_model_name,framework,bert,weird_column\n"
            "abc,sysA,4,\"note, with comma\",Acme,12.5,32,closed,available,Some CPU,8,NVIDIA H100-SXM5-80GB,PyTorch,,x\n";
        const model::Dataset ds = import::CsvTableImporter::importBytes(text, QStringLiteral("t.csv"), QStringLiteral("3.0"));
        QCOMPARE(ds.configurations.size(), 1);
        const model::Configuration &c = ds.configurations.first();
        QCOMPARE(c.id, QStringLiteral("3.0/Acme/sysA/resnet"));
        QCOMPARE(c.nodes.value_or(0), 4);
        QCOMPARE(c.acceleratorsPerNode.value_or(0), 8);
        QCOMPARE(c.hostCpusPerNode.value_or(0), 2);
        QCOMPARE(c.scoreMinutes.value_or(0), 12.5);
        QCOMPARE(c.availability, QStringLiteral("onprem"));
        QCOMPARE(c.raw.value(QStringLiteral("weird_column")), QStringLiteral("x"));
        QCOMPARE(c.raw.value(QStringLiteral("notes")), QStringLiteral("note, with comma"));
        // a summarizer table without a round anywhere is refused with a reason
        const model::Dataset noRound = import::CsvTableImporter::importBytes(text, QStringLiteral("t.csv"), QString());
        QVERIFY(noRound.isEmpty());
        QCOMPARE(noRound.diagnostics.first().code, QStringLiteral("path.no_round"));
        QCOMPARE(import::CsvTableImporter::importBytes("a,b\n1,2\n", QStringLiteral("u.csv"), QString()).diagnostics.first().code,
                 QStringLiteral("csv.unknown_table"));
    }

    void websiteTable()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset ds =
            import::importSource(test::mlperfDir() +
                                 QStringLiteral("/flat_tables/mlcommons_website_export_training_v4.0_power_subset.csv"))
                .dataset;
        QCOMPARE(ds.configurations.size(), 24); // 48 rows: a latency and an energy row each
        const model::Configuration *c = find(ds, QStringLiteral("4.0/Sustainable Metal Cloud/4.0-0095/gpt3"));
        QVERIFY(c);
        QCOMPARE(c->scoreMinutes.value_or(0), 56.869);
        QCOMPARE(c->energyKj.value_or(0), 1676757.08); // "1,676,757.08"
        QCOMPARE(c->accelerators.value_or(0), 512);
        QCOMPARE(c->nodes.value_or(0), 64);
        QCOMPARE(c->systemName, QStringLiteral("SMC-H100-DC-Power"));
        QCOMPARE(c->publicId(), QStringLiteral("4.0-0095"));
        QCOMPARE(c->availability, QStringLiteral("cloud"));
        QVERIFY(c->raw.contains(QStringLiteral("Units#2"))); // duplicated column names kept apart
        for (const model::Configuration &x : ds.configurations) {
            QVERIFY2(x.scoreMinutes && x.energyKj, qPrintable(x.id));
            QCOMPARE(x.catalogId, QStringLiteral("nvidia-h100-sxm5-80gb"));
        }
    }

    void roundTripWholeSharedTree()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        model::Dataset all = importAll();
        all.merge(
            import::importSource(test::mlperfDir() + QStringLiteral("/flat_tables/training_results_v1.1_NVIDIA_summarizer.csv"))
                .dataset);
        all.merge(import::importSource(test::mlperfDir() +
                                       QStringLiteral("/flat_tables/mlcommons_website_export_training_v4.0_power_subset.csv"))
                      .dataset);
        QCOMPARE(all.configurations.size(), 43 + 38 + 36 + 26 + 24); // 26 scores in 20 summarizer rows
        QTemporaryDir dir;
        for (const char *ext : {"json", "csv"}) {
            const QString path = dir.filePath(QStringLiteral("all.") + QLatin1String(ext));
            const QByteArray bytes = QLatin1String(ext) == QLatin1String("json") ? io::datasetToJson(all) : io::datasetToCsv(all);
            QString error;
            QVERIFY2(io::writeFileAtomically(path, bytes, &error), qPrintable(error));
            const model::Dataset back = import::importSource(path).dataset;
            QCOMPARE(back.configurations.size(), all.configurations.size());
            for (qsizetype i = 0; i < all.configurations.size(); ++i)
                QVERIFY2(back.configurations[i] == all.configurations[i],
                         qPrintable(QLatin1String(ext) + QLatin1Char(' ') + all.configurations[i].id));
            if (QLatin1String(ext) == QLatin1String("json")) {
                QCOMPARE(back.diagnostics.size(), all.diagnostics.size());
                QVERIFY(import::readDatasetJsonInPlace(bytes, path)); // read in place, not as one document
            } else
                QVERIFY(bytes.startsWith("# scalescope.dataset/1\nid,round,org,submitter,system,system_name,benchmark,"));
        }
    }

    // The in-place reader gives what the whole-document reader gives, or leaves the text to it.
    void datasetJsonReadInPlaceAgreesWithTheDocumentReader()
    {
        QFile sample(QStringLiteral(":/scalescope/sample/mlperf-training-sample.json"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray sampleJson = sample.readAll();
        const model::Dataset sampleData = io::datasetFromJson(sampleJson, QStringLiteral("s.json"));
        QVERIFY(sampleData.configurations.size() > 10);
        const QByteArray schema = "{\"schema\": \"scalescope.dataset/1\", ";
        const QList<QByteArray> read = {
            sampleJson,
            io::datasetToJson(sampleData, false),
            schema + "\"configurations\": []}",
            schema + "\"configurations\": {\"id\": \"a\"}}",
            schema + "\"configurations\": [5, [], {\"id\": \"\"}, null, {\"id\": \"x,]}\"}]}",
            schema + "\"diagnostics\": [{\"file\": \"f\", \"line\": 3, \"severity\": \"warning\", \"code\": \"c\", "
                     "\"args\": [\"a\\\"b\"]}], \"configurations\": [{\"id\": \"late\"}]}",
            "{\"schema\": \"something/2\"}",
            "{\"configurations\": []}",
            "{\"schema\": 7}",
        };
        for (const QByteArray &text : read) {
            const std::optional<model::Dataset> inPlace = import::readDatasetJsonInPlace(text, QStringLiteral("x.json"));
            QVERIFY2(inPlace, text.left(80).constData());
            const model::Dataset whole = io::datasetFromJson(text, QStringLiteral("x.json"));
            QCOMPARE(inPlace->configurations.size(), whole.configurations.size());
            QCOMPARE(io::datasetToJson(*inPlace), io::datasetToJson(whole)); // diagnostics included
        }
        // Left to the document reader: escapes it decodes, NaN it refuses, broken text, no object,
        // and bytes Qt does not take as UTF-8 anywhere (the fuzzer found one in a run's key while
        // the schema was missing: Qt refused the file, the in-place reader said "wrong schema").
        for (const QByteArray &text : {QByteArray("{\"schema\": \"scalescope.dataset\\/1\"}"), QByteArray("{\"schema\": NaN}"),
                                       QByteArray("{\n\"schema\": \n"), QByteArray("[1]"),
                                       QByteArray("{\"sc?hema\": 1, \"configurations\": [{\"runs\": [{\"va\xffid\": 3}]}]}")})
            QVERIFY2(!import::readDatasetJsonInPlace(text, QStringLiteral("x.json")), text.constData());
    }

    void badDatasetFilesAreDiagnosed()
    {
        model::Dataset ds = io::datasetFromJson("{\"schema\": \"something/2\"}", QStringLiteral("x.json"));
        QCOMPARE(ds.diagnostics.first().code, QStringLiteral("dataset.bad_schema"));
        ds = io::datasetFromJson("{\n\"schema\": \n", QStringLiteral("x.json"));
        QCOMPARE(ds.diagnostics.first().code, QStringLiteral("dataset.bad_json"));
        QCOMPARE(ds.diagnostics.first().line, 3);
        ds = io::datasetFromCsv("# scalescope.dataset/1\nid,run_files,nodes\na,,seven\nb,,3\n", QStringLiteral("x.csv"));
        QCOMPARE(ds.configurations.size(), 1);
        QCOMPARE(ds.diagnostics.first().code, QStringLiteral("dataset.bad_row"));
        QCOMPARE(ds.diagnostics.first().line, 3);
    }

    void derivedFigures()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset all = importAll();
        const model::Configuration *eos = find(all, QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet"));
        QVERIFY(eos);
        // result_0: target reached at the evaluation of epoch 35 (epochs counted from 1), 1,281,167
        // samples per epoch, 150,326 ms from run_start to run_stop.
        const model::RunRecord &r0 = eos->runs.first();
        QCOMPARE(r0.samples.value_or(0), 35.0 * 1281167);
        QVERIFY(qAbs(r0.throughput.value_or(0) - 35.0 * 1281167 / 150.326) < 1e-6);
        QVERIFY(r0.loggedThroughput); // tracked_stats, kept as a cross-check
        QVERIFY(qAbs(*r0.loggedThroughput / *r0.throughput - 1) < 0.15);
        QCOMPARE(eos->acceleratorMinutes.value_or(0), *eos->scoreMinutes * 64);
        QVERIFY(qAbs(eos->perAcceleratorThroughput.value_or(0) - *eos->throughput / 64) < 1e-9);
        QCOMPARE(eos->hostCoresPerAccelerator.value_or(0), 2 * 56 / 8.0);
        QVERIFY(!eos->coreCountPerNode);
        QCOMPARE(eos->catalogId, QStringLiteral("nvidia-h100-sxm5-80gb"));

        // v1.0 Google counts epochs from 0: the evaluation at epoch_num 42 follows 43 epochs.
        const model::Configuration *tpu = find(all, QStringLiteral("1.0/Google/tpu-v4-128-TF/resnet"));
        QVERIFY(tpu && tpu->runs.first().samples);
        QCOMPARE(std::fmod(*tpu->runs.first().samples, 1281167.0), 0.0);
        QCOMPARE(tpu->catalogId, QStringLiteral("google-tpu-v4"));
        QCOMPARE(tpu->catalogMatch, QStringLiteral("system_name"));

        // Lenovo wrote cores per node (96) for a 48-core CPU: flagged and read per node.
        const model::Configuration *lenovo = find(all, QStringLiteral("4.0/Lenovo/SR685aV3-8xH100_SXM5_80GB_700W/resnet"));
        QVERIFY(lenovo);
        QVERIFY(lenovo->coreCountPerNode);
        QCOMPARE(lenovo->hostCoresPerAccelerator.value_or(0), 96 / 8.0);

        // identical logs in another configuration are flagged
        const model::Configuration *dc = find(all, QStringLiteral("4.0/smc-dc-power/8xSMC-H100-SXM-80GB/resnet"));
        QVERIFY(dc && dc->hasDuplicateRuns);
        QVERIFY(dc->runs.first().duplicateOf.startsWith(QLatin1String("4.0/smc/8xSMC-H100-SXM-80GB/resnet/")));
        // CPU-only systems: processors, flagged, matched by the host CPU
        const model::Configuration *cpu = find(all, QStringLiteral("3.1/Intel/16-nodes-SPR-pytorch/resnet"));
        if (cpu) {
            QVERIFY(cpu->cpuOnly);
            QCOMPARE(cpu->catalogId, QStringLiteral("intel-xeon-platinum-8480plus"));
        }
        // BERT: samples trained are logged as train_samples at the end
        const model::Configuration *bert = find(all, QStringLiteral("1.0/NVIDIA/dgxa100_ngc21.05_pytorch/bert"));
        QVERIFY(bert && bert->runs.first().samples);
        QCOMPARE(*bert->runs.first().samples, 3000256.0);
    }
};

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
