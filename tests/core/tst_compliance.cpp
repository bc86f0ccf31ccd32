// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The official compliance rules, applied by ScaleScope's port of the checker (core/rules), each on a
// real log of ../shared/mlperf changed in one place: what the official tool drops, ScaleScope drops,
// with a diagnostic in the checker's words naming the rule file and key; what it keeps (a repeated
// key with the same value: a warning), ScaleScope keeps. Every case here was also put through the
// official tool (tests/official runs thousands more such changes against it).
#include "TestData.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/import/ResultLogParser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace scalescope;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// A valid closed bert run of round 5.0 (tinycorp, 8 × MI300X), and a valid stable diffusion run.
QByteArray bertLog()
{
    return readFile(test::mlperfDir() + QStringLiteral("/training_v5.0/tinycorp/results/tinybox_8xMI300X/bert/result_0.txt"));
}
QByteArray sdLog()
{
    return readFile(test::mlperfDir() +
                    QStringLiteral("/training_v5.0/Dell/results/16xXE9712x4GB200/stable_diffusion/result_0.txt"));
}
// Round 5.1 has no published results here: a hand-written closed llama31_8b run that the official
// checker accepts (tests/official/fixtures, checked against the tool in tests/official).
QByteArray llama8bLog()
{
    return readFile(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/official/fixtures/llama31_8b_v5.1_closed.txt"));
}

// The :::MLLOG line of `key` (the first, or the n-th), whole with its newline.
QByteArray lineOf(const QByteArray &log, const char *key, int n = 0)
{
    const QByteArray needle = QByteArray("\"key\": \"") + key + "\"";
    qsizetype at = -1;
    for (int i = 0; i <= n; ++i) {
        at = log.indexOf(needle, at + 1);
        if (at < 0)
            return {};
    }
    const qsizetype start = log.lastIndexOf('\n', at) + 1;
    const qsizetype end = log.indexOf('\n', at);
    return log.mid(start, end - start + 1);
}

QByteArray withTime(QByteArray line, qint64 timeMs)
{
    static const QRegularExpression time(QStringLiteral("\"time_ms\": [0-9.]+"));
    QString s = QString::fromLatin1(line);
    s.replace(time, QStringLiteral("\"time_ms\": %1").arg(timeMs));
    return s.toLatin1();
}

qint64 timeOf(const QByteArray &line)
{
    static const QRegularExpression time(QStringLiteral("\"time_ms\": ([0-9]+)"));
    return time.match(QString::fromLatin1(line)).captured(1).toLongLong();
}

} // namespace

class TestCompliance : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_next = 0;

    // Imports one run as <tmp>/training_v<round>/Acme/results/sys/<benchmark>/result_0.txt.
    import::ImportOutcome importRun(const char *round, const char *benchmark, const QByteArray &log) {
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
    return import::MlperfTreeImporter::importPath(bench);
}

static const model::RunRecord &
onlyRun(const import::ImportOutcome &o)
{
    static const model::RunRecord none;
    if (o.dataset.configurations.size() != 1 || o.dataset.configurations[0].runs.size() != 1)
        return none;
    return o.dataset.configurations[0].runs[0];
}

static const model::Diagnostic *diag(const import::ImportOutcome &o, const char *code)
{
    for (const model::Diagnostic &d : o.dataset.diagnostics)
        if (d.code == QLatin1String(code))
            return &d;
    return nullptr;
}

private slots:
void initTestCase()
{
    QVERIFY(m_tmp.isValid());
    SCALESCOPE_REQUIRE_MLPERF();
}

void realLogsAreValid()
{
    const import::ImportOutcome bert = importRun("5.0", "bert", bertLog());
    QVERIFY2(onlyRun(bert).valid, qPrintable(onlyRun(bert).dropReason));
    QCOMPARE(onlyRun(bert).minutes.value_or(0), 110.97441666666667);
    QVERIFY(onlyRun(importRun("5.0", "stable_diffusion", sdLog())).valid);
    QVERIFY(onlyRun(importRun("5.1", "llama31_8b", llama8bLog())).valid);
}

// EXACTLY_ONE: the same key logged twice with the same value is a warning and the run counts
// (mlp_compliance.py); with another value it is rejected, the values named.
void exactlyOneRepeated()
{
    const QByteArray log = bertLog();
    const QByteArray eps = lineOf(log, "opt_lamb_epsilon");
    QVERIFY(!eps.isEmpty());
    QByteArray same = log;
    same.replace(eps, QByteArray(eps + eps));
    const import::ImportOutcome kept = importRun("5.0", "bert", same);
    QVERIFY(onlyRun(kept).valid);
    const model::Diagnostic *w = diag(kept, "rules.exactly_one_same");
    QVERIFY(w);
    QCOMPARE(w->args, QStringList({QStringLiteral("training_5.0.0/closed_bert.yaml"), QStringLiteral("opt_lamb_epsilon"),
                                   QStringLiteral("2")}));

    QByteArray other = log;
    other.replace(eps, QByteArray(eps + QByteArray(eps).replace("\"value\": 1e-06", "\"value\": 1e-08")));
    const import::ImportOutcome dropped = importRun("5.0", "bert", other);
    QCOMPARE(onlyRun(dropped).dropReason, QLatin1String(model::DropReason::MissingKey));
    const model::Diagnostic *d = diag(dropped, "rules.exactly_one");
    QVERIFY(d);
    QCOMPARE(d->args, QStringList({QStringLiteral("training_5.0.0/closed_bert.yaml"), QStringLiteral("opt_lamb_epsilon"),
                                   QStringLiteral("2"), QStringLiteral("1e-06, 1e-08")}));
}

// A required hyperparameter missing, or written in another case than the rule file writes it.
void requiredKeyMissingOrInAnotherCase()
{
    const QByteArray log = bertLog();
    QByteArray missing = log;
    missing.replace(lineOf(log, "opt_lamb_epsilon"), "");
    const import::ImportOutcome o = importRun("5.0", "bert", missing);
    QCOMPARE(onlyRun(o).dropReason, QLatin1String(model::DropReason::MissingKey));
    QCOMPARE(diag(o, "rules.missing")->args,
             QStringList({QStringLiteral("training_5.0.0/closed_bert.yaml"), QStringLiteral("opt_lamb_epsilon")}));

    QByteArray upper = llama8bLog();
    upper.replace("\"key\": \"max_steps\"", "\"key\": \"MAX_STEPS\"");
    const import::ImportOutcome u = importRun("5.1", "llama31_8b", upper);
    QCOMPARE(onlyRun(u).dropReason, QLatin1String(model::DropReason::MissingKey));
    QCOMPARE(diag(u, "rules.missing")->args,
             QStringList({QStringLiteral("training_5.1.0/closed_llama31_8b.yaml"), QStringLiteral("max_steps")}));
}

// REQ AT_LEAST_ONE_OR: block_start or epoch_start, once for the pair however many keys name it
// (training_5.0.0/common.yaml names it for both); either one logged is enough.
void eitherOfTwoKeys()
{
    const QByteArray log = bertLog();
    const QByteArray start = lineOf(log, "epoch_start");
    QVERIFY(!start.isEmpty());
    QByteArray none = log;
    none.replace(start, "");
    const import::ImportOutcome o = importRun("5.0", "bert", none);
    QCOMPARE(onlyRun(o).dropReason, QLatin1String(model::DropReason::MissingKey));
    const auto alternatives =
        std::count_if(o.dataset.diagnostics.begin(), o.dataset.diagnostics.end(),
                      [](const model::Diagnostic &d) { return d.code == QLatin1String("rules.alternatives"); });
    QCOMPARE(alternatives, 1);
    QCOMPARE(diag(o, "rules.alternatives")->args,
             QStringList({QStringLiteral("training_5.0.0/common.yaml"), QStringLiteral("'block_start' or 'epoch_start'")}));

    QByteArray block = log;
    block.replace(start, QByteArray(start).replace("\"key\": \"epoch_start\"", "\"key\": \"block_start\""));
    QVERIFY(!diag(importRun("5.0", "bert", block), "rules.alternatives"));
}

// init_stop must come less than 30 minutes (closed) after the first init_start
// (training_5.0.0/common.yaml: compile_time_mins); the limit is strict.
void initTimeLimit_data()
{
    QTest::addColumn<qint64>("initMs");
    QTest::addColumn<bool>("valid");
    QTest::newRow("29:59.999") << qint64(30 * 60000 - 1) << true;
    QTest::newRow("30:00") << qint64(30 * 60000) << false;
}
void initTimeLimit()
{
    QFETCH(qint64, initMs);
    QFETCH(bool, valid);
    QByteArray log = bertLog();
    const QByteArray start = lineOf(log, "init_start");
    const qint64 stop = timeOf(lineOf(log, "init_stop"));
    log.replace(start, withTime(start, stop - initMs));
    const import::ImportOutcome o = importRun("5.0", "bert", log);
    QCOMPARE(onlyRun(o).valid, valid);
    if (!valid) {
        QCOMPARE(onlyRun(o).dropReason, QLatin1String(model::DropReason::RuleFailed));
        const model::Diagnostic *d = diag(o, "rules.check_failed");
        QVERIFY(d);
        QCOMPARE(d->args.value(0), QStringLiteral("training_5.0.0/common.yaml"));
        QCOMPARE(d->args.value(1), QStringLiteral("init_stop"));
        QVERIFY2(d->args.value(2).contains(QLatin1String("compile_time_mins")), qPrintable(d->args.value(2)));
        QVERIFY(d->line > 0);
    }
}

// The quality target is the rule file's ATLEAST_ONE_CHECK (bert: 0.720 <= eval_accuracy < 1).
void targetNotReached()
{
    QByteArray log = bertLog();
    static const QRegularExpression high(QStringLiteral(R"("key": "eval_accuracy", "value": 0\.7[2-9][0-9]*)"));
    QString text = QString::fromLatin1(log);
    text.replace(high, QStringLiteral("\"key\": \"eval_accuracy\", \"value\": 0.71"));
    const import::ImportOutcome o = importRun("5.0", "bert", text.toLatin1());
    QCOMPARE(onlyRun(o).dropReason, QLatin1String(model::DropReason::TargetNotReached));
    const model::Diagnostic *d = diag(o, "rules.never_held");
    QVERIFY(d);
    QCOMPARE(d->args.value(0), QStringLiteral("training_5.0.0/closed_bert.yaml"));
    QCOMPARE(d->args.value(1), QStringLiteral("eval_accuracy"));
}

// Stable diffusion joins FID and CLIP lines by samples_count (the rule file's BEGIN code): at
// least two evaluations, each with both, one of them meeting FID <= 90 and CLIP >= 0.15.
void stableDiffusionEvaluations()
{
    const QByteArray log = sdLog();
    // Take away every CLIP line: no evaluation has both.
    QByteArray noClip;
    for (const QByteArray &l : log.split('\n'))
        if (!l.contains("\"metric\": \"CLIP\""))
            noClip += l + '\n';
    noClip.chop(1);
    const import::ImportOutcome o = importRun("5.0", "stable_diffusion", noClip);
    QVERIFY(!onlyRun(o).valid);
    // The official tool stops here: the rule reads v['value']['CLIP'] outside its try block.
    QCOMPARE(onlyRun(o).dropReason, QLatin1String(model::DropReason::OfficialToolError));
    QVERIFY(diag(o, "rules.tool_error")->args.value(0).startsWith(QLatin1String("KeyError")));
}

// A :::MLLOG line that json.loads cannot read: "Log lines had parsing errors.", the run dropped.
void unparseableLineDropsTheLog()
{
    QByteArray log = bertLog();
    const QByteArray seed = lineOf(log, "seed");
    log.replace(seed, QByteArray(seed).replace("\"value\": 28597", "\"value\": 285,97"));
    const import::ImportOutcome o = importRun("5.0", "bert", log);
    QCOMPARE(onlyRun(o).dropReason, QLatin1String(model::DropReason::Unparseable));
    const model::Diagnostic *d = diag(o, "rules.parse_errors");
    QVERIFY(d);
    QCOMPARE(d->args.value(0), QStringLiteral("1"));
    QVERIFY(d->line > 0);
    QVERIFY(diag(o, "log.bad_line")); // and the line itself is reported where it is
}

// Where Python raises something other than ValueError the summarizer stops: a line without
// "metadata" (KeyError). ScaleScope drops the run and says so.
void officialToolStops()
{
    QByteArray log = bertLog();
    const QByteArray seed = lineOf(log, "seed");
    QByteArray bare = seed;
    bare.replace(bare.indexOf(", \"metadata\""), bare.lastIndexOf('}') - bare.indexOf(", \"metadata\""), "");
    log.replace(seed, bare);
    const import::ImportOutcome o = importRun("5.0", "bert", log);
    QCOMPARE(onlyRun(o).dropReason, QLatin1String(model::DropReason::OfficialToolError));
    QCOMPARE(diag(o, "rules.tool_error")->args.value(0), QStringLiteral("KeyError: 'metadata'"));
}

// Python reads lines with universal newlines: a bare \r ends a line, so a record after a
// progress bar's \r is read, and one broken by a \r is not.
void carriageReturnsEndLines()
{
    QByteArray log = bertLog();
    const QByteArray seed = lineOf(log, "seed");
    QByteArray after = log;
    after.replace(seed, QByteArray("step 1/10\rstep 2/10\r" + seed));
    QVERIFY(onlyRun(importRun("5.0", "bert", after)).valid);
    QByteArray broken = log;
    broken.replace(seed, QByteArray(seed).replace("\"value\": 28597", "\"value\":\r 28597"));
    QCOMPARE(onlyRun(importRun("5.0", "bert", broken)).dropReason, QLatin1String(model::DropReason::Unparseable));
}

// The parser joins the FID and CLIP lines by samples_count, in the order of first appearance.
void evaluationsAreJoined()
{
    import::ResultLogParseOptions po;
    po.metricKey = QStringLiteral("aggregated_eval_accuracy");
    const import::ParsedResultLog log = import::parseResultLogBytes(sdLog(), QStringLiteral("mem"), po);
    QVERIFY(log.qualityValues.size() >= 2);
    const QJsonObject first = log.qualityValues[0].toObject();
    QCOMPARE(first.value(QLatin1String("samples_count")).toDouble(), 1024000.0);
    QCOMPARE(first.value(QLatin1String("FID")).toDouble(), 135.47770871952315);
    QCOMPARE(first.value(QLatin1String("CLIP")).toDouble(), 0.1290528029203415);
}

// Python's json accepts NaN and Infinity; a control character inside a string it rejects.
void jsonAsPythonReadsIt()
{
    auto unparseable = [](const QByteArray &value) {
        const QByteArray line = ":::MLLOG {\"namespace\": \"\", \"time_ms\": 1, \"event_type\": \"POINT_IN_TIME\", "
                                "\"key\": \"x\", \"value\": " +
                                value + ", \"metadata\": {}}\n";
        return import::parseResultLogBytes(line, QStringLiteral("mem")).unparseableLine;
    };
    QCOMPARE(unparseable("NaN"), 0);
    QCOMPARE(unparseable("-Infinity"), 0);
    QCOMPARE(unparseable("{\"a\": [1, 2.5e-3, true, null, \"\\u00e9\"]}"), 0);
    QCOMPARE(unparseable("\"tab\there\""), 1);
    QCOMPARE(unparseable("01"), 1);
    QCOMPARE(unparseable("[1,]"), 1);
    QCOMPARE(unparseable("{\"a\" 1}"), 1);
    QCOMPARE(unparseable(QByteArray(4301, '7')), 1); // beyond Python's 4,300-digit integers
    QCOMPARE(unparseable(QByteArray(4300, '7')), 0);
}

// The summarizer times the last run_start before the first run_stop.
void runIsTimedAsTheSummarizerTimesIt()
{
    QByteArray log = bertLog();
    const QByteArray start = lineOf(log, "run_start");
    const qint64 t = timeOf(start);
    log.replace(start, QByteArray(withTime(start, t - 60000) + start));
    const import::ParsedResultLog parsed = import::parseResultLogBytes(log, QStringLiteral("mem"));
    QCOMPARE(parsed.runStartMs.value_or(0), double(t));
    // Both run_start lines have the value null: "exactly one" only warns, and the run counts,
    // timed from the later one.
    const import::ImportOutcome o = importRun("5.0", "bert", log);
    QVERIFY(onlyRun(o).valid);
    QCOMPARE(*onlyRun(o).minutes, (timeOf(lineOf(log, "run_stop")) - t) / 60000.0);
    QCOMPARE(diag(o, "rules.exactly_one_same")->args.value(1), QStringLiteral("run_start"));
}

// llama31_405b runs 3 times (benchmark_meta.py): a folder with one log says so.
void runCountFromTheBenchmarkTable()
{
    const import::ImportOutcome o = importRun("5.0", "llama31_405b", bertLog());
    const model::Diagnostic *d = diag(o, "score.run_count");
    QVERIFY(d);
    QCOMPARE(d->args, QStringList({QStringLiteral("1"), QStringLiteral("3"), QStringLiteral("llama31_405b")}));
    const import::ImportOutcome n = importRun("5.1", "flux1", bertLog());
    QCOMPARE(diag(n, "score.run_count")->args.value(1), QStringLiteral("10"));
}

// Fractions of a millisecond are kept, as the official tool keeps them.
void fractionalTimesAreKept()
{
    QByteArray log = bertLog();
    const QByteArray stop = lineOf(log, "run_stop");
    const qint64 t = timeOf(stop);
    log.replace(stop, QByteArray(stop).replace(QByteArray::number(t), QByteArray(QByteArray::number(t) + ".75")));
    const import::ImportOutcome o = importRun("5.0", "bert", log);
    QVERIFY(onlyRun(o).valid);
    QCOMPARE(*onlyRun(o).minutes, (t + 0.75 - timeOf(lineOf(log, "run_start"))) / 60000.0);
}
}
;

QTEST_GUILESS_MAIN(TestCompliance)
#include "tst_compliance.moc"
