// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/DatasetFormat.h"
#include "core/io/JsonText.h"

#include "core/io/CsvReader.h"
#include "core/io/CsvWriter.h"

#include "core/model/Plausible.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <QVariant>

#include <algorithm>
#include <cmath>

namespace scalescope::io {
namespace {

enum class Kind
{
    Str,
    Int,
    Num,
    Bool
};

// One field of a record: its name in files, its kind, and how to get and set it. A QVariant
// that is not valid stands for "unknown" (an empty optional).
template <typename Record> struct Field
{
    const char *name;
    Kind kind;
    QVariant (*get)(const Record &);
    void (*set)(Record &, const QVariant &);
};

template <auto M> QVariant getStr(const auto &r)
{
    return r.*M;
}
template <auto M> void setStr(auto &r, const QVariant &v)
{
    r.*M = v.toString();
}
template <auto M> QVariant getOpt(const auto &r)
{
    return (r.*M) ? QVariant(*(r.*M)) : QVariant();
}
template <auto M> void setOptInt(auto &r, const QVariant &v)
{
    if (v.isValid())
        r.*M = v.toInt();
    else
        (r.*M).reset();
}
template <auto M> void setOptNum(auto &r, const QVariant &v)
{
    if (v.isValid())
        r.*M = v.toDouble();
    else
        (r.*M).reset();
}
template <auto M> QVariant getVal(const auto &r)
{
    return QVariant(r.*M);
}
template <auto M> void setBool(auto &r, const QVariant &v)
{
    r.*M = v.toBool();
}
template <auto M> void setNum(auto &r, const QVariant &v)
{
    r.*M = v.isValid() ? v.toDouble() : 1.0;
}

using C = model::Configuration;
#define SS_STR(name, m)                                                                                                          \
    Field<C>                                                                                                                     \
    {                                                                                                                            \
        name, Kind::Str, &getStr<&C::m>, &setStr<&C::m>                                                                          \
    }
#define SS_INT(name, m)                                                                                                          \
    Field<C>                                                                                                                     \
    {                                                                                                                            \
        name, Kind::Int, &getOpt<&C::m>, &setOptInt<&C::m>                                                                       \
    }
#define SS_NUM(name, m)                                                                                                          \
    Field<C>                                                                                                                     \
    {                                                                                                                            \
        name, Kind::Num, &getOpt<&C::m>, &setOptNum<&C::m>                                                                       \
    }
#define SS_BOOL(name, m)                                                                                                         \
    Field<C>                                                                                                                     \
    {                                                                                                                            \
        name, Kind::Bool, &getVal<&C::m>, &setBool<&C::m>                                                                        \
    }

// The CSV's leading columns are the import contract; "run_minutes" and "runs_valid" are run
// lists and are placed by name (see csvColumns()).
const QList<Field<C>> &configFields()
{
    static const QList<Field<C>> fields = {
        SS_STR("id", id),
        SS_STR("round", round),
        SS_STR("org", org),
        SS_STR("submitter", submitter),
        SS_STR("system", system),
        SS_STR("system_name", systemName),
        SS_STR("benchmark", benchmark),
        SS_STR("division", division),
        SS_STR("availability", availability),
        SS_INT("nodes", nodes),
        SS_STR("accelerator", accelerator),
        SS_INT("accelerators_per_node", acceleratorsPerNode),
        SS_INT("accelerators", accelerators),
        SS_NUM("accelerator_memory_gb", acceleratorMemoryGb),
        SS_STR("host_cpu", hostCpu),
        SS_INT("host_cpus_per_node", hostCpusPerNode),
        SS_INT("host_cores_per_cpu", hostCoresPerCpu),
        SS_NUM("host_memory_gb", hostMemoryGb),
        SS_STR("interconnect", interconnect),
        SS_STR("framework", framework),
        SS_NUM("score_minutes", scoreMinutes),
        Field<C>{"scaling_factor", Kind::Num, &getVal<&C::scalingFactor>, &setNum<&C::scalingFactor>},
        SS_STR("score_missing_reason", scoreMissingReason),
        SS_BOOL("score_verified", scoreVerified),
        SS_STR("quality_target", qualityTarget),
        SS_BOOL("cpu_only", cpuOnly),
        SS_STR("source", source),
        SS_NUM("energy_kj", energyKj),
        SS_STR("catalog_id", catalogId),
        SS_STR("catalog_match", catalogMatch),
        SS_NUM("accelerator_minutes", acceleratorMinutes),
        SS_NUM("throughput", throughput),
        SS_NUM("logged_throughput", loggedThroughput),
        SS_NUM("per_accelerator_throughput", perAcceleratorThroughput),
        SS_NUM("host_cores_per_accelerator", hostCoresPerAccelerator),
        SS_BOOL("core_count_per_node", coreCountPerNode),
        SS_BOOL("has_duplicate_runs", hasDuplicateRuns),
        SS_STR("usage", usage),
        SS_STR("scaling", scaling),
        SS_BOOL("official_rules", officialRules),
        SS_NUM("models_per_minute", modelsPerMinute),
        SS_INT("number_of_models", numberOfModels),
        SS_NUM("time_to_train_all_minutes", timeToTrainAllMinutes),
        SS_INT("instance_scale", instanceScale),
        SS_NUM("instance_scale_per_machine", instanceScalePerMachine),
    };
    return fields;
}
#undef SS_STR
#undef SS_INT
#undef SS_NUM
#undef SS_BOOL

using R = model::RunRecord;
QVariant getHash(const R &r)
{
    return QString::number(r.contentHash, 16);
}
void setHash(R &r, const QVariant &v)
{
    r.contentHash = v.toString().toULongLong(nullptr, 16);
}
QVariant getBytes(const R &r)
{
    return QVariant(static_cast<double>(r.bytes));
}
void setBytes(R &r, const QVariant &v)
{
    // A log's size, for display: a value no file can have (1e300, negative, NaN) reads as unknown (0)
    // instead of an undefined conversion.
    const double d = v.toDouble();
    r.bytes = std::isfinite(d) && d >= 0 && d <= model::kMaxPlausibleTimeMs ? static_cast<qint64>(d) : 0;
}

// Run fields with their JSON name and their CSV list column.
struct RunField
{
    Field<R> field;
    const char *csvColumn;
};
const QList<RunField> &runFields()
{
    static const QList<RunField> fields = {
        {{"file", Kind::Str, &getStr<&R::file>, &setStr<&R::file>}, "run_files"},
        {{"minutes", Kind::Num, &getOpt<&R::minutes>, &setOptNum<&R::minutes>}, "run_minutes"},
        {{"valid", Kind::Bool, &getVal<&R::valid>, &setBool<&R::valid>}, "runs_valid"},
        {{"drop_reason", Kind::Str, &getStr<&R::dropReason>, &setStr<&R::dropReason>}, "run_drop_reasons"},
        {{"stop_status", Kind::Str, &getStr<&R::stopStatus>, &setStr<&R::stopStatus>}, "run_stop_statuses"},
        {{"best_quality", Kind::Num, &getOpt<&R::bestQuality>, &setOptNum<&R::bestQuality>}, "run_best_qualities"},
        {{"content_hash", Kind::Str, &getHash, &setHash}, "run_content_hashes"},
        {{"bytes", Kind::Num, &getBytes, &setBytes}, "run_bytes"},
        {{"samples", Kind::Num, &getOpt<&R::samples>, &setOptNum<&R::samples>}, "run_samples"},
        {{"throughput", Kind::Num, &getOpt<&R::throughput>, &setOptNum<&R::throughput>}, "run_throughputs"},
        {{"logged_throughput", Kind::Num, &getOpt<&R::loggedThroughput>, &setOptNum<&R::loggedThroughput>},
         "run_logged_throughputs"},
        {{"duplicate_of", Kind::Str, &getStr<&R::duplicateOf>, &setStr<&R::duplicateOf>}, "run_duplicates_of"},
        {{"energy_kj", Kind::Num, &getOpt<&R::energyKj>, &setOptNum<&R::energyKj>}, "run_energies_kj"},
        {{"start_ms", Kind::Num, &getOpt<&R::startMs>, &setOptNum<&R::startMs>}, "run_starts_ms"},
        {{"stop_ms", Kind::Num, &getOpt<&R::stopMs>, &setOptNum<&R::stopMs>}, "run_stops_ms"},
        {{"instance_scale", Kind::Int, &getOpt<&R::instanceScale>, &setOptInt<&R::instanceScale>}, "run_instance_scales"},
        {{"instance_scale_error", Kind::Str, &getStr<&R::instanceScaleError>, &setStr<&R::instanceScaleError>},
         "run_instance_scale_errors"},
    };
    return fields;
}

// --- text forms --------------------------------------------------------------------------

QString toText(Kind kind, const QVariant &v)
{
    if (!v.isValid())
        return {};
    switch (kind) {
    case Kind::Str:
        return v.toString();
    case Kind::Int:
        return QString::number(v.toInt());
    case Kind::Num:
        return formatNumber(v.toDouble());
    case Kind::Bool:
        return v.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    }
    return {};
}

QVariant fromText(Kind kind, const QString &s, bool *ok)
{
    *ok = true;
    if (kind == Kind::Str)
        return s;
    if (s.isEmpty())
        return {};
    switch (kind) {
    case Kind::Int: { // every integer field is a count: -64 accelerators is no value
        const int n = s.toInt(ok);
        *ok = *ok && model::plausibleCount(n).has_value();
        return n;
    }
    case Kind::Num: {
        const double d = s.toDouble(ok);
        *ok = *ok && std::isfinite(d); // "inf" and "nan" parse; no ScaleScope value is either
        return d;
    }
    case Kind::Bool:
        *ok = s == QLatin1String("1") || s == QLatin1String("0") || s == QLatin1String("true") || s == QLatin1String("false");
        return s == QLatin1String("1") || s == QLatin1String("true");
    default:
        return s;
    }
}

QJsonValue toJson(Kind kind, const QVariant &v)
{
    if (!v.isValid())
        return QJsonValue(QJsonValue::Null);
    switch (kind) {
    case Kind::Str:
        return v.toString();
    case Kind::Int:
        return v.toInt();
    case Kind::Num:
        return v.toDouble();
    case Kind::Bool:
        return v.toBool();
    }
    return {};
}

QVariant fromJson(Kind kind, const QJsonValue &v, bool *ok)
{
    *ok = true;
    if (v.isNull() || v.isUndefined())
        return kind == Kind::Str ? QVariant(QString()) : QVariant();
    switch (kind) {
    case Kind::Str:
        return v.toString();
    case Kind::Int: { // a count, as in the CSV form: a fraction, -64 or 1e30 is not read as one
        const auto n = v.isDouble() ? model::plausibleCount(v.toDouble()) : std::nullopt;
        *ok = n.has_value();
        return n ? QVariant(*n) : QVariant();
    }
    case Kind::Num:
        return v.toDouble();
    case Kind::Bool:
        return v.toBool();
    }
    return {};
}

// ';'-lists with '\' escapes so that values may hold ';'.
QString joinList(const QStringList &items)
{
    QStringList escaped;
    for (QString s : items)
        escaped << s.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char(';'), QLatin1String("\\;"));
    return escaped.join(QLatin1Char(';'));
}

QStringList splitList(const QString &text, qsizetype expected)
{
    QStringList out;
    if (expected == 0)
        return out;
    QString cur;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (ch == QLatin1Char('\\') && i + 1 < text.size()) {
            cur += text[++i];
        } else if (ch == QLatin1Char(';')) {
            out << cur;
            cur.clear();
        } else {
            cur += ch;
        }
    }
    out << cur;
    return out;
}

QStringList rawKeys(const model::Dataset &ds)
{
    QSet<QString> keys;
    for (const model::Configuration &c : ds.configurations)
        for (auto it = c.raw.cbegin(); it != c.raw.cend(); ++it)
            keys.insert(it.key());
    QStringList sorted(keys.begin(), keys.end());
    sorted.sort();
    return sorted;
}

QJsonObject diagnosticsSummary(const model::Dataset &ds)
{
    return QJsonObject{{QStringLiteral("errors"), ds.count(model::Severity::Error)},
                       {QStringLiteral("warnings"), ds.count(model::Severity::Warning)},
                       {QStringLiteral("info"), ds.count(model::Severity::Info)}};
}

} // namespace

QStringList importCsvColumns()
{
    return QStringLiteral("id,round,org,submitter,system,system_name,benchmark,division,availability,nodes,"
                          "accelerator,accelerators_per_node,accelerators,accelerator_memory_gb,host_cpu,"
                          "host_cpus_per_node,host_cores_per_cpu,host_memory_gb,interconnect,framework,"
                          "run_minutes,runs_valid,score_minutes,scaling_factor")
        .split(QLatin1Char(','));
}

namespace {

QJsonObject configurationJson(const model::Configuration &c)
{
    QJsonObject o;
    for (const auto &f : configFields())
        o.insert(QLatin1String(f.name), toJson(f.kind, f.get(c)));
    QJsonArray runs;
    for (const model::RunRecord &r : c.runs) {
        QJsonObject ro;
        for (const auto &rf : runFields())
            ro.insert(QLatin1String(rf.field.name), toJson(rf.field.kind, rf.field.get(r)));
        runs.append(ro);
    }
    o.insert(QStringLiteral("runs"), runs);
    QJsonObject raw;
    for (auto it = c.raw.cbegin(); it != c.raw.cend(); ++it)
        raw.insert(it.key(), it.value());
    o.insert(QStringLiteral("raw"), raw);
    return o;
}

// The configurations member written one configuration at a time, as QJsonDocument would write it
// inside the root: a whole QJsonArray of a million configurations took 12 GB.
QByteArray configurationsMember(const model::Dataset &dataset, bool indented)
{
    QByteArray text = indented ? QByteArray("    \"configurations\": [") : QByteArray("\"configurations\":[");
    bool first = true;
    for (const model::Configuration &c : dataset.configurations) {
        const QByteArray one =
            QJsonDocument(configurationJson(c)).toJson(indented ? QJsonDocument::Indented : QJsonDocument::Compact);
        if (!first)
            text += ',';
        first = false;
        if (!indented) {
            text += one;
            continue;
        }
        text += '\n';
        for (const QByteArray &line : one.trimmed().split('\n')) // (trimmed: the final newline)
            text += "        " + line + '\n';
        text.chop(1);
    }
    text += indented ? QByteArray("\n    ]") : QByteArray("]");
    return text;
}

} // namespace

QByteArray datasetToJson(const model::Dataset &dataset, bool indented)
{
    QJsonArray diags;
    for (const model::Diagnostic &d : dataset.diagnostics)
        diags.append(QJsonObject{{QStringLiteral("file"), d.file},
                                 {QStringLiteral("line"), d.line},
                                 {QStringLiteral("severity"), model::severityKey(d.severity)},
                                 {QStringLiteral("code"), d.code},
                                 {QStringLiteral("args"), QJsonArray::fromStringList(d.args)},
                                 {QStringLiteral("message"), model::diagnosticMessage(d)}});
    const QJsonObject root{{QStringLiteral("schema"), QLatin1String(kDatasetSchema)},
                           {QStringLiteral("sources"), QJsonArray::fromStringList(dataset.sources)},
                           {QStringLiteral("diagnostics_summary"), diagnosticsSummary(dataset)},
                           {QStringLiteral("diagnostics"), diags}};
    QByteArray text = jsonWithSchemaFirst(root, indented ? QJsonDocument::Indented : QJsonDocument::Compact);
    // "configurations" sorts first among the other members: right after the schema, as QJsonDocument
    // would place it (the schema's value holds no comma).
    const qsizetype afterSchema = text.indexOf(',') + 1;
    const QByteArray member = configurationsMember(dataset, indented) + (indented ? ",\n" : ",");
    text.insert(indented ? afterSchema + 1 : afterSchema, member);
    return text;
}

bool addConfigurationFromJson(model::Dataset &ds, const QJsonObject &o, const QString &displayPath)
{
    model::Configuration c;
    QString badField;
    for (const auto &f : configFields()) {
        bool ok = true;
        f.set(c, fromJson(f.kind, o.value(QLatin1String(f.name)), &ok));
        if (!ok && badField.isEmpty())
            badField = QLatin1String(f.name);
    }
    for (const QJsonValue &rv : o.value(QLatin1String("runs")).toArray()) {
        model::RunRecord r;
        const QJsonObject ro = rv.toObject();
        for (const auto &rf : runFields()) {
            bool ok = true;
            rf.field.set(r, fromJson(rf.field.kind, ro.value(QLatin1String(rf.field.name)), &ok));
            if (!ok && badField.isEmpty())
                badField = QStringLiteral("runs.") + QLatin1String(rf.field.name);
        }
        c.runs << r;
    }
    if (!badField.isEmpty()) { // as the CSV form does: the configuration is skipped, and said so
        ds.diagnostics << model::Diagnostic{displayPath,
                                            0,
                                            model::Severity::Error,
                                            QStringLiteral("dataset.bad_row"),
                                            {QString::number(ds.configurations.size() + 1), badField}};
        return true;
    }
    const QJsonObject raw = o.value(QLatin1String("raw")).toObject();
    for (auto it = raw.begin(); it != raw.end(); ++it)
        c.raw.insert(it.key(), it.value().toString());
    // Every configuration has an id and every run its file name (how the CSV form counts runs).
    const bool namelessRun =
        std::any_of(c.runs.cbegin(), c.runs.cend(), [](const model::RunRecord &r) { return r.file.isEmpty(); });
    if (c.id.isEmpty() || namelessRun) {
        ds.diagnostics << model::Diagnostic{
            displayPath,
            0,
            model::Severity::Error,
            QStringLiteral("dataset.bad_row"),
            {QString::number(ds.configurations.size() + 1), c.id.isEmpty() ? QStringLiteral("id") : QStringLiteral("runs.file")}};
        return true;
    }
    if (!ds.hasRoomFor(displayPath, 0))
        return false;
    ds.configurations << c;
    return true;
}

model::Diagnostic diagnosticFromJson(const QJsonObject &o)
{
    QStringList args;
    for (const QJsonValue &a : o.value(QLatin1String("args")).toArray())
        args << a.toString();
    return model::Diagnostic{o.value(QLatin1String("file")).toString(), o.value(QLatin1String("line")).toInt(),
                             model::severityFromKey(o.value(QLatin1String("severity")).toString()),
                             o.value(QLatin1String("code")).toString(), args};
}

model::Dataset datasetFromJson(const QByteArray &bytes, const QString &displayPath)
{
    model::Dataset ds;
    ds.sources << displayPath;
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        int line = 1;
        for (int i = 0; i < pe.offset && i < bytes.size(); ++i)
            line += bytes[i] == '\n';
        ds.diagnostics << model::Diagnostic{
            displayPath,
            line,
            model::Severity::Error,
            QStringLiteral("dataset.bad_json"),
            {pe.error != QJsonParseError::NoError ? pe.errorString() : QStringLiteral("not an object")}};
        return ds;
    }
    const QJsonObject root = doc.object();
    const QString schema = root.value(QLatin1String("schema")).toString();
    if (schema != QLatin1String(kDatasetSchema)) {
        ds.diagnostics << model::Diagnostic{displayPath,
                                            1,
                                            model::Severity::Error,
                                            QStringLiteral("dataset.bad_schema"),
                                            {schema, QLatin1String(kDatasetSchema)}};
        return ds;
    }
    for (const QJsonValue &v : root.value(QLatin1String("configurations")).toArray())
        if (!addConfigurationFromJson(ds, v.toObject(), displayPath))
            return ds;
    for (const QJsonValue &v : root.value(QLatin1String("diagnostics")).toArray())
        ds.diagnostics << diagnosticFromJson(v.toObject());
    return ds;
}

namespace {

// Column order: the import contract, then every other field, then the raw strings.
QStringList csvColumns(const QStringList &raw)
{
    QStringList cols = importCsvColumns();
    for (const auto &f : configFields())
        if (!cols.contains(QLatin1String(f.name)))
            cols << QLatin1String(f.name);
    for (const auto &rf : runFields())
        if (!cols.contains(QLatin1String(rf.csvColumn)))
            cols << QLatin1String(rf.csvColumn);
    cols << QStringLiteral("raw_absent");
    for (const QString &k : raw)
        cols << k + QStringLiteral("_raw");
    return cols;
}

} // namespace

QByteArray datasetToCsv(const model::Dataset &dataset)
{
    const QStringList raw = rawKeys(dataset);
    const QStringList cols = csvColumns(raw);
    QByteArray out = QByteArray("# ") + kDatasetSchema + '\n';
    QStringList header; // a raw system key may hold a comma or a quote: header cells are quoted like any
    for (const QString &col : cols)
        header << csvField(col);
    out += header.join(QLatin1Char(',')).toUtf8() + '\n';
    // Each name's columns found once (a name may head two columns: both get its value, the last
    // written winning as before), not a hash of cells per configuration.
    QHash<QString, QList<int>> columnsOf;
    for (int i = 0; i < cols.size(); ++i)
        columnsOf[cols[i]] << i;
    QList<QList<int>> fieldColumns, runColumns, rawColumns;
    for (const auto &f : configFields())
        fieldColumns << columnsOf.value(QLatin1String(f.name));
    for (const auto &rf : runFields())
        runColumns << columnsOf.value(QLatin1String(rf.csvColumn));
    for (const QString &k : raw)
        rawColumns << columnsOf.value(k + QStringLiteral("_raw"));
    const QList<int> absentColumns = columnsOf.value(QStringLiteral("raw_absent"));
    QStringList row;
    const auto put = [&row](const QList<int> &columns, const QString &value) {
        for (const int i : columns)
            row[i] = value;
    };
    for (const model::Configuration &c : dataset.configurations) {
        row = QStringList(cols.size());
        int n = 0;
        for (const auto &f : configFields())
            put(fieldColumns[n++], toText(f.kind, f.get(c)));
        n = 0;
        for (const auto &rf : runFields()) {
            QStringList items;
            for (const model::RunRecord &r : c.runs)
                items << toText(rf.field.kind, rf.field.get(r));
            put(runColumns[n++], joinList(items));
        }
        QStringList absent;
        for (int k = 0; k < raw.size(); ++k) {
            const auto it = c.raw.constFind(raw[k]);
            if (it != c.raw.cend())
                put(rawColumns[k], *it);
            else
                absent << raw[k];
        }
        put(absentColumns, joinList(absent));
        for (QString &cell : row)
            cell = csvField(cell);
        out += row.join(QLatin1Char(',')).toUtf8() + '\n';
    }
    return out;
}

model::Dataset datasetFromCsv(const QByteArray &bytes, const QString &displayPath)
{
    model::Dataset ds;
    ds.sources << displayPath;
    CsvReader reader(bytes); // row by row, as the table importers read
    const auto unterminated = [&]() {
        if (reader.unterminatedLine() > 0)
            ds.diagnostics << model::Diagnostic{
                displayPath, reader.unterminatedLine(), model::Severity::Error, QStringLiteral("csv.unterminated"), {}};
    };
    CsvRow first;
    const bool any = reader.next(first);
    if (!any || first.fields.value(0) != QLatin1String("# ") + QLatin1String(kDatasetSchema)) {
        ds.diagnostics << model::Diagnostic{displayPath,
                                            1,
                                            model::Severity::Error,
                                            QStringLiteral("dataset.bad_schema"),
                                            {any ? first.fields.value(0) : QString(), QLatin1String(kDatasetSchema)}};
        unterminated();
        return ds;
    }
    CsvRow headerRow;
    if (!reader.next(headerRow)) {
        unterminated();
        return ds;
    }
    QStringList header;
    for (const QString &name : headerRow.fields)
        header << csvFieldText(name); // a raw column named "=x" was written "'=x"
    QHash<QString, int> index;
    for (int i = 0; i < header.size(); ++i)
        index.insert(header[i], i);
    for (const char *required : {"id", "run_files"})
        if (!index.contains(QLatin1String(required))) {
            ds.diagnostics << model::Diagnostic{
                displayPath, 2, model::Severity::Error, QStringLiteral("csv.bad_header"), {QLatin1String(required)}};
            return ds;
        }
    for (CsvRow row; reader.next(row);) {
        auto cell = [&](const QString &col) { return csvFieldText(row.fields.value(index.value(col, -1))); };
        model::Configuration c;
        bool rowOk = true;
        for (const auto &f : configFields()) {
            if (!index.contains(QLatin1String(f.name)))
                continue;
            bool ok = true;
            const QVariant v = fromText(f.kind, cell(QLatin1String(f.name)), &ok);
            if (!ok) {
                ds.diagnostics << model::Diagnostic{displayPath,
                                                    row.line,
                                                    model::Severity::Error,
                                                    QStringLiteral("dataset.bad_row"),
                                                    {QString::number(row.line), QLatin1String(f.name)}};
                rowOk = false;
                break;
            }
            f.set(c, v);
        }
        if (!rowOk)
            continue;
        const qsizetype runs =
            splitList(cell(QStringLiteral("run_files")), cell(QStringLiteral("run_files")).isEmpty() ? 0 : 1).size();
        c.runs.resize(runs);
        for (const auto &rf : runFields()) {
            if (!index.contains(QLatin1String(rf.csvColumn)))
                continue;
            const QStringList items = splitList(cell(QLatin1String(rf.csvColumn)), runs);
            for (qsizetype i = 0; i < runs && i < items.size(); ++i) {
                bool ok = true;
                rf.field.set(c.runs[i], fromText(rf.field.kind, items[i], &ok));
            }
        }
        const QStringList absent =
            splitList(cell(QStringLiteral("raw_absent")), cell(QStringLiteral("raw_absent")).isEmpty() ? 0 : 1);
        for (int i = 0; i < header.size(); ++i) {
            const QString &col = header[i];
            if (!col.endsWith(QLatin1String("_raw")))
                continue;
            const QString key = col.chopped(4);
            if (!absent.contains(key))
                c.raw.insert(key, csvFieldText(row.fields.value(i)));
        }
        if (c.id.isEmpty()) {
            ds.diagnostics << model::Diagnostic{displayPath,
                                                row.line,
                                                model::Severity::Error,
                                                QStringLiteral("dataset.bad_row"),
                                                {QString::number(row.line), QStringLiteral("id")}};
            continue;
        }
        if (!ds.hasRoomFor(displayPath, row.line))
            return ds;
        ds.configurations << c;
    }
    unterminated();
    return ds;
}

} // namespace scalescope::io
