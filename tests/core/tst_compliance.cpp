// The official checker's rules beyond the quality target (core/import/ComplianceRules.cpp), each on
// a small hand-made log: what the summarizer drops, ScaleScope drops, with a diagnostic naming the
// rule, the file and the line; what it keeps, ScaleScope keeps.
#include "MllogFixture.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/import/ResultLogParser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace scalescope;
using test::mllogLine;

namespace {

constexpr qint64 kStart = 1700000000000; // run_start

QByteArray line(qint64 t, const char *key, const QByteArray &value, const QByteArray &metadata)
{
    QByteArray l = mllogLine(t, key, value);
    l.replace("\"metadata\": {}", QByteArray("\"metadata\": " + metadata));
    return l;
}

// A 10-minute closed run of a round-4.0 or 5.0 benchmark: the common and closed_common keys, then
// `body` (hyperparameters, evaluations), then run_stop.
QByteArray logWith(const char *benchmark, const QByteArray &body, const QByteArray &division = "closed")
{
    QByteArray preamble = test::compliantPreamble(kStart);
    preamble.replace("\"value\": \"closed\"", QByteArray("\"value\": \"" + division + "\""));
    return preamble + mllogLine(kStart - 20000, "submission_benchmark", "\"" + QByteArray(benchmark) + "\"") +
           mllogLine(kStart, "run_start", "null") + body + line(kStart + 600000, "run_stop", "null", "{\"status\": \"success\"}");
}

QByteArray resnetEval()
{
    return line(kStart + 500000, "eval_accuracy", "0.7601", "{\"epoch_num\": 40}");
}

QByteArray bertKeys(const char *leaveOut = "")
{
    QByteArray out;
    for (const char *k : {"global_batch_size", "opt_base_learning_rate", "opt_lamb_epsilon", "opt_learning_rate_training_steps",
                          "opt_learning_rate_warmup_steps", "num_warmup_steps", "start_warmup_step", "opt_lamb_beta_1",
                          "opt_lamb_beta_2", "opt_lamb_weight_decay_rate"})
        if (qstrcmp(k, leaveOut) != 0)
            out += mllogLine(kStart - 15000, k, "1");
    return out + line(kStart + 500000, "eval_accuracy", "0.7205", "{\"epoch_num\": 2}");
}

// The hyperparameters a closed 5.1 llama31_8b run logs (training_5.1.0/closed_llama31_8b.yaml), and
// an evaluation below its lower-is-better target (log perplexity <= 3.3).
QByteArray llama8bKeys(const char *leaveOut = "")
{
    QByteArray out;
    for (const char *k : {"global_batch_size", "max_sequence_length", "opt_name", "opt_base_learning_rate",
                          "opt_end_learning_rate", "opt_learning_rate_decay_steps", "opt_learning_rate_warmup_steps",
                          "opt_learning_rate_decay_schedule", "opt_adamw_beta_1", "opt_adamw_beta_2", "opt_adamw_epsilon",
                          "opt_adamw_weight_decay", "opt_gradient_clip_norm", "MAX_STEPS"})
        if (qstrcmp(k, leaveOut) != 0)
            out += mllogLine(kStart - 15000, k, "1");
    return out + line(kStart + 500000, "eval_accuracy", "3.29", "{\"samples_count\": 1048576}");
}

QByteArray sdKeys()
{
    QByteArray out = mllogLine(kStart - 15000, "global_batch_size", "512");
    for (const char *k : {"opt_name", "opt_adamw_beta_1", "opt_adamw_beta_2", "opt_adamw_epsilon", "opt_adamw_weight_decay",
                          "opt_base_learning_rate", "opt_learning_rate_warmup_steps"})
        out += mllogLine(kStart - 15000, k, "1");
    return out;
}

// FID and CLIP of one evaluation, on two lines as stable diffusion logs them.
QByteArray sdEval(qint64 samples, double fid, double clip)
{
    const QByteArray md = "{\"metric\": \"%1\", \"samples_count\": " + QByteArray::number(samples) + "}";
    return line(kStart + samples, "eval_accuracy", QByteArray::number(fid), QByteArray(md).replace("%1", "FID")) +
           line(kStart + samples + 1, "eval_accuracy", QByteArray::number(clip), QByteArray(md).replace("%1", "CLIP"));
}

} // namespace

class TestCompliance : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_next = 0;

    // Imports one run as <tmp>/training_v<round>/Acme/results/sysN/<benchmark>/result_0.txt.
    ImportOutcome importRun(const char *round, const char *benchmark, const QByteArray &log)
    {
        const QString root = m_tmp.filePath(QStringLiteral("t%1/training_v%2").arg(m_next++).arg(QLatin1String(round)));
        const QString bench = root + QStringLiteral("/Acme/results/sys/") + QLatin1String(benchmark);
        QDir().mkpath(bench);
        QDir().mkpath(root + QStringLiteral("/Acme/systems"));
        QFile sys(root + QStringLiteral("/Acme/systems/sys.json"));
        if (!sys.open(QIODevice::WriteOnly) ||
            !sys.write(R"({"submitter": "Acme", "division": "closed", "system_name": "sys", "number_of_nodes": "1",
                 "accelerators_per_node": "8", "accelerator_model_name": "NVIDIA H100-SXM5-80GB"})"))
            qFatal("cannot write the system description");
        sys.close();
        QFile f(bench + QStringLiteral("/result_0.txt"));
        if (!f.open(QIODevice::WriteOnly) || f.write(log) != log.size())
            qFatal("cannot write the log");
        f.close();
        return MlperfTreeImporter::importPath(bench);
    }

    static const RunRecord &onlyRun(const ImportOutcome &o)
    {
        static const RunRecord none;
        if (o.dataset.configurations.size() != 1 || o.dataset.configurations[0].runs.size() != 1)
            return none;
        return o.dataset.configurations[0].runs[0];
    }

    static const Diagnostic *diag(const ImportOutcome &o, const char *code)
    {
        for (const Diagnostic &d : o.dataset.diagnostics)
            if (d.code == QLatin1String(code))
                return &d;
        return nullptr;
    }

private slots:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }

    void compliantLogIsValid()
    {
        const ImportOutcome o = importRun("4.0", "resnet", logWith("resnet", resnetEval()));
        QVERIFY2(onlyRun(o).valid, qPrintable(onlyRun(o).dropReason));
        QCOMPARE(onlyRun(o).minutes.value_or(0), 10.0);
    }

    // init_stop - first init_start < 30 min in closed, 240 in open (training_4.0.0/common.yaml).
    void initTimeLimit_data()
    {
        QTest::addColumn<QByteArray>("division");
        QTest::addColumn<int>("initMinutes");
        QTest::addColumn<bool>("valid");
        QTest::newRow("closed 29 min") << QByteArray("closed") << 29 << true;
        QTest::newRow("closed 30 min") << QByteArray("closed") << 30 << false; // the limit is strict
        QTest::newRow("closed 31 min") << QByteArray("closed") << 31 << false;
        QTest::newRow("open 31 min") << QByteArray("open") << 31 << true;
    }
    void initTimeLimit()
    {
        QFETCH(QByteArray, division);
        QFETCH(int, initMinutes);
        QFETCH(bool, valid);
        QByteArray log = logWith("resnet", resnetEval(), division);
        // A second, earlier init_start: the limit counts from the first one.
        const qint64 firstInit = kStart - 10000 - qint64(initMinutes) * 60000;
        log.prepend(mllogLine(firstInit, "init_start", "null"));
        const ImportOutcome o = importRun("4.0", "resnet", log);
        QCOMPARE(onlyRun(o).valid, valid);
        if (!valid) {
            QCOMPARE(onlyRun(o).dropReason, QLatin1String(DropReason::InitTooLong));
            const Diagnostic *d = diag(o, "log.init_too_long");
            QVERIFY(d);
            QCOMPARE(d->line, test::kPreambleLines + 1); // the init_stop line, after the prepended one
            QCOMPARE(d->args.value(0), QString::number(initMinutes, 'f', 1));
            QCOMPARE(d->args.value(1), QStringLiteral("30"));
            QCOMPARE(d->args.value(2), QStringLiteral("training_4.0.0/common.yaml"));
        }
    }

    // A closed bert run of 5.0 must log opt_lamb_epsilon once (training_5.0.0/closed_bert.yaml).
    void requiredKeys()
    {
        QVERIFY(onlyRun(importRun("5.0", "bert", logWith("bert", bertKeys()))).valid);

        const ImportOutcome missing = importRun("5.0", "bert", logWith("bert", bertKeys("opt_lamb_epsilon")));
        QCOMPARE(onlyRun(missing).dropReason, QLatin1String(DropReason::MissingKey));
        const Diagnostic *d = diag(missing, "log.key_not_once");
        QVERIFY(d);
        QCOMPARE(d->args, QStringList({QStringLiteral("0"), QStringLiteral("opt_lamb_epsilon"),
                                       QStringLiteral("training_5.0.0/closed_bert.yaml")}));
        QVERIFY(d->file.endsWith(QLatin1String("/bert/result_0.txt")));

        // Logged twice is as wrong as not at all.
        const ImportOutcome twice =
            importRun("5.0", "bert", logWith("bert", bertKeys() + mllogLine(kStart - 1, "opt_lamb_epsilon", "1e-6")));
        QCOMPARE(onlyRun(twice).dropReason, QLatin1String(DropReason::MissingKey));
        QCOMPARE(diag(twice, "log.key_not_once")->args.value(0), QStringLiteral("2"));

        // The open division has no closed_bert.yaml.
        QVERIFY(onlyRun(importRun("5.0", "bert", logWith("bert", bertKeys("opt_lamb_epsilon"), "open"))).valid);

        // A common key: cache_clear at least once.
        QByteArray noCache = logWith("resnet", resnetEval());
        noCache.replace("\"key\": \"cache_clear\"", "\"key\": \"cache_cleared\"");
        const ImportOutcome o = importRun("4.0", "resnet", noCache);
        QCOMPARE(onlyRun(o).dropReason, QLatin1String(DropReason::MissingKey));
        QCOMPARE(diag(o, "log.key_too_few")->args.value(1), QStringLiteral("cache_clear"));
        QCOMPARE(diag(o, "log.key_too_few")->args.value(3), QStringLiteral("1"));
    }

    // Round 5.1, written from its rule files: llama31_8b's closed hyperparameters (MAX_STEPS among
    // them), a lower-is-better target, and common.yaml without submission_status but with
    // submission_org.
    void rulesOfRound51()
    {
        QVERIFY(onlyRun(importRun("5.1", "llama31_8b", logWith("llama31_8b", llama8bKeys()))).valid);

        const ImportOutcome noMaxSteps = importRun("5.1", "llama31_8b", logWith("llama31_8b", llama8bKeys("MAX_STEPS")));
        QCOMPARE(onlyRun(noMaxSteps).dropReason, QLatin1String(DropReason::MissingKey));
        const Diagnostic *d = diag(noMaxSteps, "log.key_not_once");
        QVERIFY(d);
        QCOMPARE(d->args, QStringList({QStringLiteral("0"), QStringLiteral("MAX_STEPS"),
                                       QStringLiteral("training_5.1.0/closed_llama31_8b.yaml")}));

        QByteArray above = logWith("llama31_8b", llama8bKeys());
        above.replace("\"value\": 3.29", "\"value\": 3.31");
        QCOMPARE(onlyRun(importRun("5.1", "llama31_8b", above)).dropReason, QLatin1String(DropReason::TargetNotReached));

        QByteArray noStatus = logWith("llama31_8b", llama8bKeys());
        noStatus.replace("\"key\": \"submission_status\"", "\"key\": \"submission_poc\"");
        QVERIFY(onlyRun(importRun("5.1", "llama31_8b", noStatus)).valid);
        QByteArray noOrg = logWith("llama31_8b", llama8bKeys());
        noOrg.replace("\"key\": \"submission_org\"", "\"key\": \"submission_poc\"");
        const ImportOutcome o = importRun("5.1", "llama31_8b", noOrg);
        QCOMPARE(onlyRun(o).dropReason, QLatin1String(DropReason::MissingKey));
        QCOMPARE(diag(o, "log.key_not_once")->args.value(2), QStringLiteral("training_5.1.0/common.yaml"));

        // The init limit of 5.1 is 5.0's: 30 minutes closed.
        QByteArray slow = logWith("llama31_8b", llama8bKeys());
        slow.prepend(mllogLine(kStart - 10000 - 31 * 60000, "init_start", "null"));
        const ImportOutcome late = importRun("5.1", "llama31_8b", slow);
        QCOMPARE(onlyRun(late).dropReason, QLatin1String(DropReason::InitTooLong));
        QCOMPARE(diag(late, "log.init_too_long")->args.value(2), QStringLiteral("training_5.1.0/common.yaml"));
    }

    // Stable diffusion: FID <= 90 and CLIP >= 0.15 at the same evaluation, at least two evaluations.
    void twoMetricTarget()
    {
        const QByteArray both = sdEval(100000, 120.0, 0.10) + sdEval(200000, 80.0, 0.16);
        QVERIFY(onlyRun(importRun("5.0", "stable_diffusion", logWith("stable_diffusion", sdKeys() + both))).valid);

        // FID is met at one evaluation and CLIP at another, never together.
        const QByteArray apart = sdEval(100000, 80.0, 0.10) + sdEval(200000, 95.0, 0.16);
        const ImportOutcome o = importRun("5.0", "stable_diffusion", logWith("stable_diffusion", sdKeys() + apart));
        QCOMPARE(onlyRun(o).dropReason, QLatin1String(DropReason::TargetNotReached));

        // One evaluation meets both, but the rules want at least two.
        const ImportOutcome one =
            importRun("5.0", "stable_diffusion", logWith("stable_diffusion", sdKeys() + sdEval(100000, 80.0, 0.16)));
        QCOMPARE(onlyRun(one).dropReason, QLatin1String(DropReason::TooFewEvaluations));
        QCOMPARE(diag(one, "log.too_few_evaluations")->args.value(0), QStringLiteral("1"));

        // An evaluation with FID only breaks the rule that each has both.
        QByteArray fidOnly = sdEval(100000, 80.0, 0.16) + sdEval(200000, 70.0, 0.17);
        fidOnly += line(kStart + 300000, "eval_accuracy", "60", "{\"metric\": \"FID\", \"samples_count\": 300000}");
        const ImportOutcome partial = importRun("5.0", "stable_diffusion", logWith("stable_diffusion", sdKeys() + fidOnly));
        QCOMPARE(onlyRun(partial).dropReason, QLatin1String(DropReason::TooFewEvaluations));
    }

    // The parser joins the FID and CLIP lines by samples_count, in the order of first appearance.
    void evaluationsAreJoined()
    {
        ResultLogParseOptions po;
        po.metricKey = QStringLiteral("aggregated_eval_accuracy");
        const ParsedResultLog log =
            parseResultLogBytes(sdEval(200000, 80.0, 0.16) + sdEval(100000, 95.0, 0.12), QStringLiteral("mem"), po);
        QCOMPARE(log.qualityValues.size(), 2);
        const QJsonObject first = log.qualityValues[0].toObject();
        QCOMPARE(first.value(QLatin1String("samples_count")).toDouble(), 200000.0);
        QCOMPARE(first.value(QLatin1String("FID")).toDouble(), 80.0);
        QCOMPARE(first.value(QLatin1String("CLIP")).toDouble(), 0.16);
        QCOMPARE(log.qualityMetadata[1].samplesCount.value_or(0), 100000.0);
    }

    // One :::MLLOG line that is not JSON: the official parser reports it and the run is dropped,
    // whichever key the line had.
    void unparseableLineDropsTheLog()
    {
        QByteArray log = logWith("resnet", resnetEval());
        log.replace("\"key\": \"train_samples\", \"value\": 1281167", "\"key\": \"train_samples\", \"value\": 12811,67");
        const ImportOutcome o = importRun("4.0", "resnet", log);
        QCOMPARE(onlyRun(o).dropReason, QLatin1String(DropReason::Unparseable));
        const Diagnostic *d = diag(o, "log.unparseable");
        QVERIFY(d);
        QCOMPARE(d->line, 8); // train_samples is the 8th line of the preamble
        QVERIFY2(d->args.value(0).startsWith(QLatin1String("not JSON at column")), qPrintable(d->args.value(0)));
        QVERIFY(diag(o, "log.bad_line")); // and the line itself is reported where it is
    }

    // Python's json accepts NaN and Infinity; a control character inside a string it rejects.
    void jsonAsPythonReadsIt()
    {
        auto unparseable = [](const QByteArray &value) {
            return parseResultLogBytes(mllogLine(1, "x", value), QStringLiteral("mem")).unparseableLine;
        };
        QCOMPARE(unparseable("NaN"), 0);
        QCOMPARE(unparseable("-Infinity"), 0);
        QCOMPARE(unparseable("{\"a\": [1, 2.5e-3, true, null, \"\\u00e9\"]}"), 0);
        QCOMPARE(unparseable("\"tab\there\""), 1);
        QCOMPARE(unparseable("01"), 1);
        QCOMPARE(unparseable("[1,]"), 1);
        QCOMPARE(unparseable("{\"a\" 1}"), 1);
    }

    // The summarizer times the last run_start before the first run_stop.
    void runIsTimedAsTheSummarizerTimesIt()
    {
        QByteArray log = logWith("resnet", resnetEval());
        log.replace(mllogLine(kStart, "run_start", "null"),
                    QByteArray(mllogLine(kStart - 60000, "run_start", "null") + mllogLine(kStart, "run_start", "null")));
        const ParsedResultLog parsed =
            parseResultLogBytes(log + mllogLine(kStart + 900000, "run_start", "null"), QStringLiteral("mem"));
        QCOMPARE(parsed.runStartMs.value_or(0), double(kStart));
        QCOMPARE(parsed.runStopMs.value_or(0), double(kStart + 600000));
        // Two run_start lines break "exactly one" (common.yaml), so the checker rejects the run.
        QCOMPARE(onlyRun(importRun("4.0", "resnet", log)).dropReason, QLatin1String(DropReason::MissingKey));
    }

    // llama31_405b runs 3 times (new in 5.0): a folder with one log says so.
    void runCountOfNewBenchmarks()
    {
        const ImportOutcome o = importRun("5.0", "llama31_405b", logWith("llama31_405b", QByteArray()));
        const Diagnostic *d = diag(o, "score.run_count");
        QVERIFY(d);
        QCOMPARE(d->args, QStringList({QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("llama31_405b")}));
        // New in 5.1: llama31_8b and flux1 run 10 times (benchmark_meta.py).
        for (const char *benchmark : {"llama31_8b", "flux1"}) {
            const ImportOutcome n = importRun("5.1", benchmark, logWith(benchmark, QByteArray()));
            const Diagnostic *c = diag(n, "score.run_count");
            QVERIFY2(c, benchmark);
            QCOMPARE(c->args, QStringList({QStringLiteral("1"), QStringLiteral("10"), QLatin1String(benchmark)}));
        }
    }

    // Fractions of a millisecond are kept, as the official tool keeps them.
    void fractionalTimesAreKept()
    {
        QByteArray log = logWith("resnet", resnetEval());
        log.replace(QByteArray("\"time_ms\": " + QByteArray::number(kStart + 600000) + ","),
                    QByteArray("\"time_ms\": " + QByteArray::number(kStart + 600000) + ".75,"));
        const ImportOutcome o = importRun("4.0", "resnet", log);
        QVERIFY(onlyRun(o).valid);
        QCOMPARE(*onlyRun(o).minutes, 600000.75 / 60000.0);
    }
};

QTEST_GUILESS_MAIN(TestCompliance)
#include "tst_compliance.moc"
