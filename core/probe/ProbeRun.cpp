// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/probe/ProbeRun.h"
#include "core/io/RegularFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace scalescope::probe {
namespace {

std::optional<double> num(const QJsonValue &v)
{
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

std::optional<double> positive(const QJsonValue &v)
{
    const std::optional<double> n = num(v);
    return n && *n > 0 ? n : std::nullopt;
}

std::optional<int> wholeNumber(const QJsonValue &v)
{
    return v.isDouble() ? std::optional<int>(v.toInt()) : std::nullopt;
}

// The parameters the app reads; a size that is not a positive number is absent.
ProbeTestParameters probeTestParameters(const QJsonObject &p)
{
    ProbeTestParameters out;
    out.precision = p.value(QLatin1String("precision")).toString();
    out.kernel = p.value(QLatin1String("kernel")).toString();
    out.direction = p.value(QLatin1String("direction")).toString();
    out.bytes = positive(p.value(QLatin1String("bytes")));
    out.arrayBytes = positive(p.value(QLatin1String("array_bytes")));
    out.flopsPerCall = positive(p.value(QLatin1String("flops_per_call")));
    out.globalBatch = positive(p.value(QLatin1String("global_batch")));
    out.sourceRank = wholeNumber(p.value(QLatin1String("source_rank")));
    out.peerRank = wholeNumber(p.value(QLatin1String("peer_rank")));
    out.interNode = p.value(QLatin1String("inter_node")).toBool();
    return out;
}

bool require(const QJsonObject &o, const QStringList &keys, const QString &where, QString *error)
{
    for (const QString &k : keys)
        if (!o.contains(k)) {
            if (error)
                *error = QStringLiteral("%1: missing \"%2\"").arg(where, k);
            return false;
        }
    return true;
}

} // namespace

QString ProbeRun::displayName() const
{
    return label.isEmpty() ? host + QLatin1Char(' ') + startedText() : label;
}

QString ProbeRun::startedText(bool seconds) const
{
    const QDateTime t = QDateTime::fromString(started, Qt::ISODate);
    const QString format = seconds ? QStringLiteral("yyyy-MM-dd HH:mm:ss") : QStringLiteral("yyyy-MM-dd HH:mm");
    return t.isValid() ? t.toUTC().toString(format) + QStringLiteral(" UTC") : started;
}

std::optional<ProbeTestUnderway> testUnderwayFromObject(const QJsonObject &o)
{
    const QString name = o.value(QLatin1String("name")).toString();
    if (name.isEmpty())
        return std::nullopt;
    ProbeTestUnderway t;
    t.suite = o.value(QLatin1String("suite")).toString();
    t.name = name;
    const QJsonObject who = o.value(QLatin1String("participants")).toObject();
    for (const QJsonValue &r : who.value(QLatin1String("ranks")).toArray())
        t.ranks << r.toInt();
    for (const QJsonValue &h : who.value(QLatin1String("hosts")).toArray())
        t.hosts << h.toString();
    return t;
}

QString ProbeRun::clusterName() const
{
    if (clusterHosts.size() <= 2)
        return clusterHosts.join(QLatin1Char('+'));
    return QStringLiteral("%1 +%2").arg(clusterHosts.first()).arg(clusterHosts.size() - 1);
}

std::optional<ProbeTest> testFromObject(const QJsonObject &t, const QString &where, QString *error)
{
    if (!require(t, {QStringLiteral("suite"), QStringLiteral("name"), QStringLiteral("status"), QStringLiteral("values")}, where,
                 error))
        return std::nullopt;
    ProbeTest test;
    const QString suite = t.value(QLatin1String("suite")).toString();
    test.suite = suiteFromKey(suite);
    if (test.suite == ProbeSuite::Other)
        test.otherSuite = suite;
    test.name = t.value(QLatin1String("name")).toString();
    test.device = t.value(QLatin1String("device")).toString();
    const QString status = t.value(QLatin1String("status")).toString();
    const std::optional<ProbeStatus> known = statusFromKey(status);
    if (!known) {
        if (error)
            *error = QStringLiteral("%1: unknown status \"%2\"").arg(where, status);
        return std::nullopt;
    }
    test.status = *known;
    test.reasonCode = t.value(QLatin1String("reason_code")).toString();
    test.reasonKind = reasonFromCode(test.reasonCode);
    test.reason = t.value(QLatin1String("reason")).toString();
    const QString metric = t.value(QLatin1String("metric")).toString(), unit = t.value(QLatin1String("unit")).toString();
    test.metric = metricFromKey(metric);
    test.unit = unitFromKey(unit);
    if (test.metric == ProbeMetric::Other)
        test.otherMetric = metric;
    if (test.unit == ProbeUnit::Other)
        test.otherUnit = unit;
    test.byteConvention = byteConventionFromKey(t.value(QLatin1String("byte_convention")).toString());
    test.median = num(t.value(QLatin1String("median")));
    test.min = num(t.value(QLatin1String("min")));
    test.max = num(t.value(QLatin1String("max")));
    test.stddev = num(t.value(QLatin1String("stddev")));
    if (t.value(QLatin1String("verified")).isBool())
        test.verified = t.value(QLatin1String("verified")).toBool();
    test.parameters = probeTestParameters(t.value(QLatin1String("parameters")).toObject());
    const QJsonObject extra = t.value(QLatin1String("extra")).toObject();
    test.algbwMedian = positive(extra.value(QLatin1String("algbw_gbs_median")));
    test.percentOfSpec = positive(extra.value(QLatin1String("percent_of_spec")));
    if (t.contains(QLatin1String("train_step"))) {
        const QJsonObject s = t.value(QLatin1String("train_step")).toObject();
        ProbeTrainStep ts;
        ts.devices = s.value(QLatin1String("devices")).toInt(1);
        const QString mode = s.value(QLatin1String("mode")).toString();
        ts.mode = scalingModeFromKey(mode);
        if (ts.mode == ProbeScalingMode::Other)
            ts.otherMode = mode;
        ts.precision = s.value(QLatin1String("precision")).toString();
        ts.samplesPerS = s.value(QLatin1String("samples_per_s")).toDouble();
        ts.computeS = s.value(QLatin1String("compute_s")).toDouble();
        ts.commS = s.value(QLatin1String("comm_s")).toDouble();
        ts.speedup = num(s.value(QLatin1String("speedup")));
        ts.efficiency = num(s.value(QLatin1String("efficiency")));
        ts.epsilonEff = num(s.value(QLatin1String("epsilon_eff")));
        ts.oversubscribed = s.value(QLatin1String("oversubscribed")).toBool();
        test.trainStep = ts;
    }
    return test;
}

std::optional<ProbeRun> runFromObject(const QJsonObject &o, QString *error)
{
    if (o.value(QLatin1String("schema")).toString() != QLatin1String(kSchemaName)) {
        if (error)
            *error = QStringLiteral("schema: expected \"%1\", found \"%2\"")
                         .arg(QLatin1String(kSchemaName), o.value(QLatin1String("schema")).toString());
        return std::nullopt;
    }
    // The contract's required members (gpu/schema/probe-1.schema.json).
    if (!require(o,
                 {QStringLiteral("tool"), QStringLiteral("synthetic"), QStringLiteral("started_utc"), QStringLiteral("host"),
                  QStringLiteral("versions"), QStringLiteral("backend"), QStringLiteral("cuda"), QStringLiteral("devices"),
                  QStringLiteral("parameters"), QStringLiteral("tests"), QStringLiteral("status"), QStringLiteral("exit_code"),
                  QStringLiteral("interrupted")},
                 QStringLiteral("document"), error))
        return std::nullopt;
    if (!o.value(QLatin1String("tests")).isArray() || !o.value(QLatin1String("devices")).isArray() ||
        !o.value(QLatin1String("host")).isObject()) {
        if (error)
            *error = QStringLiteral("document: tests and devices must be arrays, host an object");
        return std::nullopt;
    }
    ProbeRun r;
    r.document = o;
    const QJsonObject host = o.value(QLatin1String("host")).toObject();
    r.host = host.value(QLatin1String("hostname")).toString();
    r.os = host.value(QLatin1String("os")).toString();
    r.cpu = host.value(QLatin1String("cpu")).toObject().value(QLatin1String("model")).toString();
    r.architecture = host.value(QLatin1String("architecture")).toString();
    r.backend = o.value(QLatin1String("backend")).toString();
    r.started = o.value(QLatin1String("started_utc")).toString();
    r.label = o.value(QLatin1String("label")).toString();
    r.status = o.value(QLatin1String("status")).toString();
    r.synthetic = o.value(QLatin1String("synthetic")).toBool();
    r.interrupted = o.value(QLatin1String("interrupted")).toBool();
    r.exitCode = o.value(QLatin1String("exit_code")).toInt();
    r.incomplete = o.value(QLatin1String("incomplete")).toBool();
    r.stoppedBy = o.value(QLatin1String("stopped_by")).toString();
    if (r.incomplete) {
        r.cutDuring = testUnderwayFromObject(o.value(QLatin1String("in_progress")).toObject());
        for (const QJsonValue &suite : o.value(QLatin1String("not_run")).toArray())
            r.notRun << suite.toString();
    }
    const QJsonObject mpi = o.value(QLatin1String("mpi")).toObject();
    r.ranks = mpi.value(QLatin1String("ranks")).toInt(1);
    for (const QJsonValue &h : mpi.value(QLatin1String("hosts")).toArray())
        r.clusterHosts << h.toObject().value(QLatin1String("hostname")).toString();
    for (const QJsonValue &d : o.value(QLatin1String("devices")).toArray())
        r.devices << d.toObject().value(QLatin1String("name")).toString();
    int i = 0;
    for (const QJsonValue &v : o.value(QLatin1String("tests")).toArray()) {
        const QJsonObject t = v.toObject();
        const QString where = QStringLiteral("tests[%1]").arg(i++);
        const std::optional<ProbeTest> test = testFromObject(t, where, error);
        if (!test)
            return std::nullopt;
        r.tests << *test;
    }
    return r;
}

std::optional<ProbeRun> parseRun(const QByteArray &json, QString *error)
{
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = pe.error != QJsonParseError::NoError
                         ? QStringLiteral("line %1: %2").arg(json.left(pe.offset).count('\n') + 1).arg(pe.errorString())
                         : QStringLiteral("not a JSON object");
        return std::nullopt;
    }
    return runFromObject(doc.object(), error);
}

std::optional<ProbeRun> readRunFile(const QString &path, QString *error)
{
    // A regular file only (a FIFO named in a session must not hang the app), never a cut copy.
    const auto bytes = io::readRegularFile(path, qint64(64) << 20, error);
    return bytes ? parseRun(*bytes, error) : std::nullopt;
}

bool looksLikeRunFile(const QString &path)
{
    if (!io::isRegularFile(path))
        return false;
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.read(64 << 10).contains(QByteArray("\"" + QByteArray(kSchemaName) + "\""));
}

} // namespace scalescope::probe
