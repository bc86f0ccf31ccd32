#include "core/DatasetWriters.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace scalescope {
namespace {

QString csvField(const QString &v)
{
    if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')) || v.contains(QLatin1Char('\n')) ||
        v.contains(QLatin1Char('\r'))) {
        QString q = v;
        q.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    return v;
}

QJsonValue jsonNumber(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue jsonCount(std::optional<int> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

}  // namespace

QString formatNumber(std::optional<double> value)
{
    return value ? QString::number(*value, 'g', QLocale::FloatingPointShortest) : QString();
}

QString formatCount(std::optional<int> value)
{
    return value ? QString::number(*value) : QString();
}

QStringList importCsvColumns()
{
    return QStringLiteral("id,round,org,submitter,system,system_name,benchmark,division,availability,nodes,"
                          "accelerator,accelerators_per_node,accelerators,accelerator_memory_gb,host_cpu,"
                          "host_cpus_per_node,host_cores_per_cpu,host_memory_gb,interconnect,framework,"
                          "run_minutes,runs_valid,score_minutes,scaling_factor")
        .split(QLatin1Char(','));
}

QByteArray configurationsToCsv(const QList<Configuration> &configurations)
{
    QString out = importCsvColumns().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const Configuration &c : configurations) {
        QStringList minutes, valid;
        for (const RunRecord &r : c.runs) {
            minutes << formatNumber(r.minutes);
            valid << (r.valid ? QStringLiteral("1") : QStringLiteral("0"));
        }
        const QStringList fields = {
            c.id, c.round, c.org, c.submitter, c.system, c.systemName, c.benchmark, c.division, c.availability,
            formatCount(c.nodes), c.accelerator, formatCount(c.acceleratorsPerNode), formatCount(c.accelerators),
            formatNumber(c.acceleratorMemoryGb), c.hostCpu, formatCount(c.hostCpusPerNode),
            formatCount(c.hostCoresPerCpu), formatNumber(c.hostMemoryGb), c.interconnect, c.framework,
            minutes.join(QLatin1Char(';')), valid.join(QLatin1Char(';')), formatNumber(c.scoreMinutes),
            formatNumber(c.scalingFactor)};
        QStringList quoted;
        for (const QString &f : fields)
            quoted << csvField(f);
        out += quoted.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray datasetToJson(const Dataset &dataset)
{
    QJsonArray configs;
    for (const Configuration &c : dataset.configurations) {
        QJsonArray runs;
        for (const RunRecord &r : c.runs)
            runs.append(QJsonObject{{QStringLiteral("file"), r.file},
                                    {QStringLiteral("minutes"), jsonNumber(r.minutes)},
                                    {QStringLiteral("valid"), r.valid},
                                    {QStringLiteral("drop_reason"), r.dropReason},
                                    {QStringLiteral("stop_status"), r.stopStatus},
                                    {QStringLiteral("best_quality"), jsonNumber(r.bestQuality)},
                                    {QStringLiteral("bytes"), static_cast<double>(r.bytes)},
                                    {QStringLiteral("content_hash"), QString::number(r.contentHash, 16)}});
        QJsonObject raw;
        for (auto it = c.raw.cbegin(); it != c.raw.cend(); ++it)
            raw.insert(it.key(), it.value());
        configs.append(QJsonObject{
            {QStringLiteral("id"), c.id},
            {QStringLiteral("round"), c.round},
            {QStringLiteral("org"), c.org},
            {QStringLiteral("system"), c.system},
            {QStringLiteral("benchmark"), c.benchmark},
            {QStringLiteral("submitter"), c.submitter},
            {QStringLiteral("system_name"), c.systemName},
            {QStringLiteral("division"), c.division},
            {QStringLiteral("availability"), c.availability},
            {QStringLiteral("nodes"), jsonCount(c.nodes)},
            {QStringLiteral("accelerator"), c.accelerator},
            {QStringLiteral("accelerators_per_node"), jsonCount(c.acceleratorsPerNode)},
            {QStringLiteral("accelerators"), jsonCount(c.accelerators)},
            {QStringLiteral("cpu_only"), c.cpuOnly},
            {QStringLiteral("accelerator_memory_gb"), jsonNumber(c.acceleratorMemoryGb)},
            {QStringLiteral("host_cpu"), c.hostCpu},
            {QStringLiteral("host_cpus_per_node"), jsonCount(c.hostCpusPerNode)},
            {QStringLiteral("host_cores_per_cpu"), jsonCount(c.hostCoresPerCpu)},
            {QStringLiteral("host_memory_gb"), jsonNumber(c.hostMemoryGb)},
            {QStringLiteral("interconnect"), c.interconnect},
            {QStringLiteral("framework"), c.framework},
            {QStringLiteral("raw"), raw},
            {QStringLiteral("runs"), runs},
            {QStringLiteral("score_minutes"), jsonNumber(c.scoreMinutes)},
            {QStringLiteral("score_missing_reason"), c.scoreMissingReason},
            {QStringLiteral("score_verified"), c.scoreVerified},
            {QStringLiteral("quality_target"), c.qualityTarget},
            {QStringLiteral("scaling_factor"), c.scalingFactor},
        });
    }
    QJsonArray diags;
    for (const Diagnostic &d : dataset.diagnostics)
        diags.append(QJsonObject{{QStringLiteral("file"), d.file},
                                 {QStringLiteral("line"), d.line},
                                 {QStringLiteral("severity"), severityKey(d.severity)},
                                 {QStringLiteral("code"), d.code},
                                 {QStringLiteral("args"), QJsonArray::fromStringList(d.args)},
                                 {QStringLiteral("message"), diagnosticMessage(d)}});
    const QJsonObject root{{QStringLiteral("schema"), QStringLiteral("scalescope.dataset/1")},
                           {QStringLiteral("sources"), QJsonArray::fromStringList(dataset.sources)},
                           {QStringLiteral("configurations"), configs},
                           {QStringLiteral("diagnostics"), diags}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    if (file.write(bytes) != bytes.size()) {
        if (error)
            *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace scalescope
