// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/SessionFormat.h"
#include "core/io/JsonText.h"

#include "core/io/DatasetFormat.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace scalescope::io {
namespace {

class SessionText
{
    Q_DECLARE_TR_FUNCTIONS(SessionText)
};

constexpr double kLargestExactInteger = 9007199254740992.0; // 2^53

QJsonValue stringOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

// Reads members with type checks; the first problem is kept, naming the member by its path.
class Reader
{
public:
    explicit Reader(QString *error) : m_error(error) {}
    bool ok() const { return m_ok; }

    void fail(const QString &path, const QString &what)
    {
        if (!m_ok)
            return;
        m_ok = false;
        if (m_error)
            *m_error = SessionText::tr("the member %1 %2").arg(path, what);
    }

    QString string(const QJsonObject &o, const QString &key, const QString &path, bool nullable = true)
    {
        const QJsonValue v = o.value(key);
        if (v.isString())
            return v.toString();
        if ((v.isNull() || v.isUndefined()) && nullable)
            return {};
        fail(path, SessionText::tr("must be text"));
        return {};
    }
    bool boolean(const QJsonObject &o, const QString &key, const QString &path, bool fallback)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return fallback;
        if (!v.isBool())
            fail(path, SessionText::tr("must be true or false"));
        return v.toBool(fallback);
    }
    double number(const QJsonObject &o, const QString &key, const QString &path, double fallback, double lo, double hi)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return fallback;
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d < lo || d > hi) {
            fail(path, SessionText::tr("must be a number from %1 to %2").arg(lo).arg(hi));
            return fallback;
        }
        return d;
    }
    int integer(const QJsonObject &o, const QString &key, const QString &path, int fallback, int lo, int hi)
    {
        const double d = number(o, key, path, fallback, lo, hi);
        if (d != std::floor(d)) {
            fail(path, SessionText::tr("must be a whole number"));
            return fallback;
        }
        return int(d);
    }
    QStringList strings(const QJsonObject &o, const QString &key, const QString &path)
    {
        const QJsonValue v = o.value(key);
        QStringList out;
        if (v.isUndefined() || v.isNull())
            return out;
        if (!v.isArray()) {
            fail(path, SessionText::tr("must be a list of text"));
            return out;
        }
        for (const QJsonValue &e : v.toArray()) {
            if (!e.isString()) {
                fail(path, SessionText::tr("must be a list of text"));
                return {};
            }
            out << e.toString();
        }
        return out;
    }
    QJsonObject object(const QJsonObject &o, const QString &key, const QString &path)
    {
        const QJsonValue v = o.value(key);
        if (v.isObject())
            return v.toObject();
        if (!v.isUndefined() && !v.isNull())
            fail(path, SessionText::tr("must be an object"));
        return {};
    }

private:
    QString *m_error;
    bool m_ok = true;
};

int lineAt(const QByteArray &bytes, int offset)
{
    return int(bytes.left(offset).count('\n')) + 1;
}

} // namespace

QJsonObject analysisSettingsToJson(const analysis::AnalysisSettings &s)
{
    QJsonObject filter{{QStringLiteral("text"), s.filter.text}};
    for (int f = 0; f < analysis::ConfigurationFilter::FieldCount; ++f)
        filter.insert(analysis::ConfigurationFilter::fieldKey(analysis::ConfigurationFilter::Field(f)), s.filter.fields[f]);
    QJsonObject weights;
    for (const analysis::Criterion &c : s.method.criteria)
        weights.insert(c.name, c.weight);
    const analysis::MethodOptions &m = s.method;
    const QJsonValue seed =
        double(m.seed) < kLargestExactInteger ? QJsonValue(qint64(m.seed)) : QJsonValue(QString::number(m.seed));
    const QJsonObject variables{{QStringLiteral("force_include"), QJsonArray::fromStringList(m.rules.forceInclude)},
                                {QStringLiteral("force_exclude"), QJsonArray::fromStringList(m.rules.forceExclude)},
                                {QStringLiteral("max_missing_fraction"), m.rules.maxMissingFraction},
                                {QStringLiteral("min_coefficient_of_variation"), m.rules.minCoefficientOfVariation},
                                {QStringLiteral("max_abs_correlation"), m.rules.maxAbsCorrelation}};
    const QJsonObject method{
        {QStringLiteral("run"), s.runMethod},
        {QStringLiteral("k"), m.k},
        {QStringLiteral("auto_k"), m.autoK},
        {QStringLiteral("algorithm"), m.algorithm},
        {QStringLiteral("seed"), seed},
        {QStringLiteral("restarts"), m.restarts},
        {QStringLiteral("keep_duplicates"), m.keepDuplicates},
        {QStringLiteral("sweep"), QJsonObject{{QStringLiteral("from"), m.sweepFrom}, {QStringLiteral("to"), m.sweepTo}}},
        {QStringLiteral("weights"), weights},
        {QStringLiteral("variables"), variables}};
    return QJsonObject{
        {QStringLiteral("benchmark"), stringOrNull(s.benchmark)},
        {QStringLiteral("scope"), analysis::scopeKey(s.scope)},
        {QStringLiteral("filtered_only"), s.filteredOnly},
        {QStringLiteral("filter"), filter},
        {QStringLiteral("included_ids"),
         s.includedIds ? QJsonValue(QJsonArray::fromStringList(*s.includedIds)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("precision_factor"), s.precisionFactor},
        {QStringLiteral("method"), method},
    };
}

std::optional<analysis::AnalysisSettings> analysisSettingsFromJson(const QJsonObject &o, QString *error)
{
    Reader r(error);
    analysis::AnalysisSettings s;
    s.benchmark = r.string(o, QStringLiteral("benchmark"), QStringLiteral("analysis.benchmark"));
    const QString scope = r.string(o, QStringLiteral("scope"), QStringLiteral("analysis.scope"));
    if (const auto sc = analysis::scopeFromKey(scope.isEmpty() ? QStringLiteral("round") : scope))
        s.scope = *sc;
    else
        r.fail(QStringLiteral("analysis.scope"), SessionText::tr("must be round, all or org, not '%1'").arg(scope));
    s.filteredOnly = r.boolean(o, QStringLiteral("filtered_only"), QStringLiteral("analysis.filtered_only"), false);
    const QJsonObject filter = r.object(o, QStringLiteral("filter"), QStringLiteral("analysis.filter"));
    for (int f = 0; f < analysis::ConfigurationFilter::FieldCount; ++f) {
        const QString key = analysis::ConfigurationFilter::fieldKey(analysis::ConfigurationFilter::Field(f));
        s.filter.fields[f] = r.string(filter, key, QStringLiteral("analysis.filter.") + key);
    }
    s.filter.text = r.string(filter, QStringLiteral("text"), QStringLiteral("analysis.filter.text"));
    if (o.value(QStringLiteral("included_ids")).isArray())
        s.includedIds = r.strings(o, QStringLiteral("included_ids"), QStringLiteral("analysis.included_ids"));
    else if (!o.value(QStringLiteral("included_ids")).isNull() && !o.value(QStringLiteral("included_ids")).isUndefined())
        r.fail(QStringLiteral("analysis.included_ids"), SessionText::tr("must be a list of configuration ids or null"));
    s.precisionFactor =
        r.number(o, QStringLiteral("precision_factor"), QStringLiteral("analysis.precision_factor"), 4, 0.01, 1000);

    const QJsonObject m = r.object(o, QStringLiteral("method"), QStringLiteral("analysis.method"));
    analysis::MethodOptions &mo = s.method;
    s.runMethod = r.boolean(m, QStringLiteral("run"), QStringLiteral("analysis.method.run"), true);
    mo.k = r.integer(m, QStringLiteral("k"), QStringLiteral("analysis.method.k"), mo.k, 1, 50);
    mo.autoK = r.boolean(m, QStringLiteral("auto_k"), QStringLiteral("analysis.method.auto_k"), false);
    mo.algorithm = r.string(m, QStringLiteral("algorithm"), QStringLiteral("analysis.method.algorithm"));
    if (mo.algorithm.isEmpty())
        mo.algorithm = QStringLiteral("kmeans");
    if (mo.algorithm != QLatin1String("kmeans") && mo.algorithm != QLatin1String("ward"))
        r.fail(QStringLiteral("analysis.method.algorithm"), SessionText::tr("must be kmeans or ward"));
    const QJsonValue seed = m.value(QStringLiteral("seed"));
    if (seed.isString()) {
        bool ok = false;
        mo.seed = seed.toString().toULongLong(&ok);
        if (!ok)
            r.fail(QStringLiteral("analysis.method.seed"), SessionText::tr("must be a whole number"));
    } else if (!seed.isUndefined()) {
        mo.seed =
            quint64(r.number(m, QStringLiteral("seed"), QStringLiteral("analysis.method.seed"), 42, 0, kLargestExactInteger));
    }
    mo.restarts = r.integer(m, QStringLiteral("restarts"), QStringLiteral("analysis.method.restarts"), mo.restarts, 1, 1000);
    mo.keepDuplicates = r.boolean(m, QStringLiteral("keep_duplicates"), QStringLiteral("analysis.method.keep_duplicates"), false);
    const QJsonObject sweep = r.object(m, QStringLiteral("sweep"), QStringLiteral("analysis.method.sweep"));
    mo.sweepFrom = r.integer(sweep, QStringLiteral("from"), QStringLiteral("analysis.method.sweep.from"), mo.sweepFrom, 2, 50);
    mo.sweepTo = r.integer(sweep, QStringLiteral("to"), QStringLiteral("analysis.method.sweep.to"), mo.sweepTo, 2, 50);
    const QJsonObject weights = r.object(m, QStringLiteral("weights"), QStringLiteral("analysis.method.weights"));
    for (auto it = weights.constBegin(); it != weights.constEnd(); ++it) {
        auto c = std::find_if(mo.criteria.begin(), mo.criteria.end(),
                              [&](const analysis::Criterion &x) { return x.name == it.key(); });
        if (c == mo.criteria.end()) {
            r.fail(QStringLiteral("analysis.method.weights"), SessionText::tr("names an unknown criterion '%1'").arg(it.key()));
            break;
        }
        c->weight = r.number(weights, it.key(), QStringLiteral("analysis.method.weights.") + it.key(), 1, 0, 1e6);
    }
    const QJsonObject vars = r.object(m, QStringLiteral("variables"), QStringLiteral("analysis.method.variables"));
    mo.rules.forceInclude =
        r.strings(vars, QStringLiteral("force_include"), QStringLiteral("analysis.method.variables.force_include"));
    mo.rules.forceExclude =
        r.strings(vars, QStringLiteral("force_exclude"), QStringLiteral("analysis.method.variables.force_exclude"));
    mo.rules.maxMissingFraction =
        r.number(vars, QStringLiteral("max_missing_fraction"), QStringLiteral("analysis.method.variables.max_missing_fraction"),
                 mo.rules.maxMissingFraction, 0, 1);
    mo.rules.minCoefficientOfVariation = r.number(vars, QStringLiteral("min_coefficient_of_variation"),
                                                  QStringLiteral("analysis.method.variables.min_coefficient_of_variation"),
                                                  mo.rules.minCoefficientOfVariation, 0, 1e6);
    mo.rules.maxAbsCorrelation =
        r.number(vars, QStringLiteral("max_abs_correlation"), QStringLiteral("analysis.method.variables.max_abs_correlation"),
                 mo.rules.maxAbsCorrelation, 0, 1);
    if (!r.ok())
        return std::nullopt;
    return s;
}

QByteArray sessionToJson(const Session &session)
{
    QJsonArray sources;
    for (const SessionSource &src : session.sources)
        sources.append(QJsonObject{{QStringLiteral("path"), src.path},
                                   {QStringLiteral("round"), stringOrNull(src.round)},
                                   {QStringLiteral("fingerprint"), stringOrNull(src.fingerprint)}});
    const QJsonObject root{{QStringLiteral("schema"), QLatin1String(kSessionSchema)},
                           {QStringLiteral("sources"), sources},
                           {QStringLiteral("analysis"), analysisSettingsToJson(session.settings)},
                           {QStringLiteral("selection"), QJsonArray::fromStringList(session.selection)},
                           {QStringLiteral("tab"), stringOrNull(session.tab)},
                           {QStringLiteral("charts"), session.charts},
                           {QStringLiteral("probe_run"), stringOrNull(session.probeRun)}};
    return jsonWithSchemaFirst(root);
}

std::optional<Session> sessionFromJson(const QByteArray &bytes, QString *error, bool *newerVersion)
{
    if (newerVersion)
        *newerVersion = false;
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error =
                parse.error != QJsonParseError::NoError
                    ? SessionText::tr("line %1: not valid JSON (%2)").arg(lineAt(bytes, parse.offset)).arg(parse.errorString())
                    : SessionText::tr("not a ScaleScope session (the file is not a JSON object)");
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    const QString schema = root.value(QStringLiteral("schema")).toString();
    const QString family = QStringLiteral("scalescope.session/");
    if (schema != QLatin1String(kSessionSchema)) {
        const int version = schema.startsWith(family) ? schema.mid(family.size()).toInt() : 0;
        if (version > 1) {
            if (newerVersion)
                *newerVersion = true;
            if (error)
                *error = SessionText::tr("it was written by a newer ScaleScope (session format %1); this version reads format 1. "
                                         "Open it with a newer ScaleScope.")
                             .arg(version);
        } else if (error) {
            *error = SessionText::tr("not a ScaleScope session (schema '%1', expected '%2')")
                         .arg(schema, QLatin1String(kSessionSchema));
        }
        return std::nullopt;
    }
    Reader r(error);
    Session s;
    const QJsonValue sources = root.value(QStringLiteral("sources"));
    if (!sources.isArray())
        r.fail(QStringLiteral("sources"), SessionText::tr("must be a list"));
    for (const QJsonValue &v : sources.toArray()) {
        const QJsonObject o = v.toObject();
        SessionSource src;
        src.path = r.string(o, QStringLiteral("path"), QStringLiteral("sources[].path"), false);
        src.round = r.string(o, QStringLiteral("round"), QStringLiteral("sources[].round"));
        src.fingerprint = r.string(o, QStringLiteral("fingerprint"), QStringLiteral("sources[].fingerprint"));
        if (src.path.isEmpty())
            r.fail(QStringLiteral("sources[].path"), SessionText::tr("must name a file or folder"));
        s.sources << src;
    }
    s.selection = r.strings(root, QStringLiteral("selection"), QStringLiteral("selection"));
    s.tab = r.string(root, QStringLiteral("tab"), QStringLiteral("tab"));
    s.charts = r.object(root, QStringLiteral("charts"), QStringLiteral("charts"));
    s.probeRun = r.string(root, QStringLiteral("probe_run"), QStringLiteral("probe_run"));
    if (!r.ok())
        return std::nullopt;
    const auto settings = analysisSettingsFromJson(root.value(QStringLiteral("analysis")).toObject(), error);
    if (!settings)
        return std::nullopt;
    s.settings = *settings;
    return s;
}

QString sourceFingerprint(const QList<model::Configuration> &configurations)
{
    model::Dataset only;
    only.configurations = configurations;
    const QByteArray bytes = datasetToJson(only, false);
    return QStringLiteral("sha256:") + QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace scalescope::io
