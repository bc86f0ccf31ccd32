#include "core/import/ResultLogParser.h"

#include "core/import/JsonSyntax.h"
#include "core/model/Plausible.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <iterator>
#include <utility>
#include <vector>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope {
namespace {

constexpr quint64 kFnvOffset = 1469598103934665603ULL;
constexpr quint64 kFnvPrime = 1099511628211ULL;
constexpr std::string_view kMllog = ":::MLLOG ";

// Incremental line splitter + interpreter; fed block by block.
class LogScanner
{
public:
    LogScanner(const QString &path, const ResultLogParseOptions &options, ParsedResultLog &out)
        : m_path(path), m_options(options), m_out(out)
    {
        m_line.reserve(4096);
        m_out.keyCounts.fill(0, m_options.countedKeys.size());
        for (const QByteArray &k : m_options.countedKeys)
            m_counted.emplace_back(k.constData(), static_cast<size_t>(k.size()));
    }

    void feed(const char *data, qsizetype size)
    {
        quint64 h = m_hash;
        for (qsizetype i = 0; i < size; ++i) {
            h ^= static_cast<unsigned char>(data[i]);
            h *= kFnvPrime;
        }
        m_hash = h;
        m_out.bytes += size;

        const char *p = data;
        const char *end = data + size;
        while (p < end) {
            const char *nl = static_cast<const char *>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
            if (nl && m_line.isEmpty() && !m_overlong && nl - p <= m_options.maxLineBytes) {
                endLine(std::string_view(p, static_cast<size_t>(nl - p))); // whole inside the block: no copy
                p = nl + 1;
                continue;
            }
            const char *segEnd = nl ? nl : end;
            append(p, segEnd - p);
            if (!nl)
                break;
            finishLine();
            p = nl + 1;
        }
    }

    void finish()
    {
        m_lastLineUnterminated = !m_line.isEmpty(); // the file ends without a newline
        if (!m_line.isEmpty() || m_overlong)
            finishLine();
        m_out.contentHash = m_hash;
        for (auto &evaluation : m_evaluations) { // the checker appends its virtual lines at the end
            m_out.qualityValues << QJsonValue(evaluation.second);
            m_out.qualityMetadata << QJsonObject{{QStringLiteral("samples_count"), evaluation.first}};
        }
        if (m_out.mllogLines == 0 && m_legacyLines > 0) {
            m_out.unsupportedFormat = true;
            m_out.formatSeen = m_legacyMarker;
        }
    }

private:
    void append(const char *p, qsizetype n)
    {
        if (m_overlong)
            return;
        if (m_line.size() + n > m_options.maxLineBytes) {
            m_overlong = true;
            m_line.resize(0); // keeps the capacity, unlike clear()
            return;
        }
        m_line.append(p, n);
    }

    void finishLine()
    {
        if (m_overlong) {
            ++m_lineNo;
            if (!m_reportedOverlong) {
                m_out.diagnostics << Diagnostic{m_path,
                                                m_lineNo,
                                                Severity::Warning,
                                                QStringLiteral("log.line_too_long"),
                                                {QString::number(m_options.maxLineBytes)}};
                m_reportedOverlong = true;
            }
            m_overlong = false;
            m_line.resize(0);
            return;
        }
        endLine(std::string_view(m_line.constData(), static_cast<size_t>(m_line.size())));
        m_line.resize(0);
    }

    void endLine(std::string_view line)
    {
        ++m_lineNo;
        interpret(line);
    }

    void interpret(std::string_view line)
    {
        // Most lines of most logs are the framework's own output: one forward search for ":::ML"
        // (every marker, MLLOG and the legacy ones, starts so) sets them aside.
        const size_t marker = line.find(":::ML");
        if (marker == std::string_view::npos)
            return;
        // The official parser strips everything up to the last ":::MLLOG " on a line (found
        // forwards from the first marker: a backward byte loop over every line was the hot spot).
        size_t pos = line.find(kMllog, marker);
        for (size_t next = pos; next != std::string_view::npos; next = line.find(kMllog, next + 1))
            pos = next;
        if (pos == std::string_view::npos) {
            noteLegacy(line);
            return;
        }
        ++m_out.mllogLines;
        std::string_view json = line.substr(pos + kMllog.size());
        while (!json.empty() && (json.back() == '\r' || json.back() == ' ' || json.back() == '\t'))
            json.remove_suffix(1);

        if (const auto at = jsonSyntaxError(json)) {
            const QString why = QStringLiteral("not JSON at column %1").arg(*at + 1 + pos + kMllog.size());
            if (!m_out.unparseableLine) {
                m_out.unparseableLine = m_lineNo;
                m_out.unparseableWhy = m_lastLineUnterminated ? QStringLiteral("cut short") : why;
            }
            reportBadLine(why);
            return;
        }
        const std::string_view key = quickKey(json);
        for (size_t i = 0; i < m_counted.size(); ++i)
            if (key == m_counted[i])
                ++m_out.keyCounts[static_cast<qsizetype>(i)];
        if (!isUsedKey(key))
            return;
        parseEvent(json);
    }

    void noteLegacy(std::string_view line)
    {
        if (m_legacyLines > 0 && !m_legacyMarker.isEmpty()) {
            ++m_legacyLines; // already identified; counting is enough
            return;
        }
        if (line.find(":::MLPv0.5") != std::string_view::npos) {
            ++m_legacyLines;
            m_legacyMarker = QStringLiteral(":::MLPv0.5.0");
        } else if (line.find(":::MLL ") != std::string_view::npos) {
            ++m_legacyLines;
            m_legacyMarker = QStringLiteral(":::MLL");
        }
    }

    // The value of "key" without a full parse, to decide whether the line matters.
    static std::string_view quickKey(std::string_view json)
    {
        size_t k = json.find("\"key\"");
        if (k == std::string_view::npos)
            return {};
        k += 5;
        while (k < json.size() && (json[k] == ' ' || json[k] == ':'))
            ++k;
        if (k >= json.size() || json[k] != '"')
            return {};
        const size_t e = json.find('"', k + 1);
        if (e == std::string_view::npos)
            return {};
        return json.substr(k + 1, e - k - 1);
    }

    bool isUsedKey(std::string_view key) const
    {
        return key == "run_start" || key == "run_stop" || key == "global_batch_size" || key == "submission_benchmark" ||
               key == m_metricKey || key == "train_samples" || key == "throughput" || key == "tracked_stats" ||
               key == "block_start" || key == "epoch_start" || key == "init_start" || key == "init_stop" ||
               key == "submission_division" || (m_aggregateEvaluations && key == "eval_accuracy");
    }

    void parseEvent(std::string_view json)
    {
        QByteArray bytes(json.data(), static_cast<qsizetype>(json.size()));
        // Logs are latin-1 for the official parser; JSON wants UTF-8.
        for (char c : json) {
            if (static_cast<unsigned char>(c) >= 0x80) {
                bytes = QString::fromLatin1(bytes).toUtf8();
                break;
            }
        }
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            reportBadLine(error.error != QJsonParseError::NoError ? error.errorString() : QStringLiteral("not an object"));
            return;
        }
        const QJsonObject o = doc.object();
        const QString key = o.value(QLatin1String("key")).toString();
        const QJsonValue value = o.value(QLatin1String("value"));
        const QJsonValue time = o.value(QLatin1String("time_ms"));
        const bool runEvent = key == QLatin1String("run_start") || key == QLatin1String("run_stop");
        if (runEvent && time.isDouble() && !plausibleTimeMs(time.toDouble())) {
            // 1e300 or -2^63 ms: no conversion, no nonsense run time; the run is dropped (makeRun).
            if (!m_out.implausibleTimeLine) {
                m_out.implausibleTimeLine = m_lineNo;
                m_out.implausibleTime = QString::number(time.toDouble(), 'g', 17);
            }
        } else if (key == QLatin1String("run_start")) {
            // As the summarizer reads them: each run_start or run_stop replaces the last one until
            // both have been seen.
            if (!(m_out.runStartMs && m_out.runStopMs) && time.isDouble())
                m_out.runStartMs = time.toDouble();
        } else if (key == QLatin1String("run_stop")) {
            if (!(m_out.runStartMs && m_out.runStopMs) && time.isDouble()) {
                m_out.runStopMs = time.toDouble();
                m_out.stopStatus = o.value(QLatin1String("metadata")).toObject().value(QLatin1String("status")).toString();
            }
        } else if (key == QLatin1String("init_start")) {
            if (!m_out.initStopMs && time.isDouble() && (!m_out.firstInitStartMs || time.toDouble() < *m_out.firstInitStartMs))
                m_out.firstInitStartMs = time.toDouble();
        } else if (key == QLatin1String("init_stop")) {
            if (!m_out.initStopMs && time.isDouble()) {
                m_out.initStopMs = time.toDouble();
                m_out.initStopLine = m_lineNo;
            }
        } else if (key == QLatin1String("submission_division")) {
            m_out.loggedDivision = value.toString();
        } else if (m_aggregateEvaluations && key == QLatin1String("eval_accuracy")) {
            addToEvaluation(o);
        } else if (key == QLatin1String("global_batch_size")) {
            if (value.isDouble())
                m_out.globalBatchSize = value.toDouble();
        } else if (key == QLatin1String("submission_benchmark")) {
            m_out.loggedBenchmark = value.toString();
        } else if (key == m_metricKeyQ) {
            m_out.qualityValues << value;
            m_out.qualityMetadata << o.value(QLatin1String("metadata")).toObject();
        } else if (key == QLatin1String("train_samples")) {
            if (value.isDouble()) {
                if (!m_out.trainSamplesFirst)
                    m_out.trainSamplesFirst = value.toDouble();
                m_out.trainSamplesLast = value.toDouble();
            }
        } else if (key == QLatin1String("throughput")) {
            if (value.isDouble())
                m_out.loggedThroughputs << value.toDouble();
        } else if (key == QLatin1String("tracked_stats")) {
            const QJsonValue t = value.toObject().value(QLatin1String("throughput"));
            if (t.isDouble())
                m_out.loggedThroughputs << t.toDouble();
        } else if (key == QLatin1String("block_start") || key == QLatin1String("epoch_start")) {
            const QJsonObject md = o.value(QLatin1String("metadata")).toObject();
            const QJsonValue e =
                md.value(key == QLatin1String("block_start") ? QLatin1String("first_epoch_num") : QLatin1String("epoch_num"));
            if (e.isDouble() && (!m_out.firstEpochSeen || e.toDouble() < *m_out.firstEpochSeen))
                m_out.firstEpochSeen = e.toDouble();
        }
    }

    void reportBadLine(const QString &why)
    {
        if (m_lastLineUnterminated) { // not malformed: cut short (a copy or a run that died mid-write)
            m_out.diagnostics << Diagnostic{m_path, m_lineNo, Severity::Warning, QStringLiteral("log.truncated"), {}};
            return;
        }
        if (m_badLines++ < 5)
            m_out.diagnostics << Diagnostic{m_path, m_lineNo, Severity::Warning, QStringLiteral("log.bad_line"), {why}};
    }

    // Stable diffusion logs FID and CLIP on separate eval_accuracy lines; the checker joins the
    // lines with the same samples_count into one evaluation {samples_count, FID, CLIP}.
    void addToEvaluation(const QJsonObject &line)
    {
        const QJsonObject md = line.value(QLatin1String("metadata")).toObject();
        const QString metric = md.value(QLatin1String("metric")).toString();
        const QJsonValue samples = md.value(QLatin1String("samples_count"));
        if (metric.isEmpty() || samples.isUndefined())
            return;
        auto it = std::find_if(m_evaluations.begin(), m_evaluations.end(), [&](const auto &e) { return e.first == samples; });
        if (it == m_evaluations.end()) {
            m_evaluations.emplace_back(samples, QJsonObject{{QStringLiteral("samples_count"), samples}});
            it = std::prev(m_evaluations.end());
        }
        it->second.insert(metric, line.value(QLatin1String("value")));
    }

    QString m_path;
    const ResultLogParseOptions &m_options;
    ParsedResultLog &m_out;
    const std::string m_metricKeyStd = m_options.metricKey.toStdString();
    const std::string_view m_metricKey = m_metricKeyStd;
    const QString m_metricKeyQ = m_options.metricKey;
    const bool m_aggregateEvaluations = m_options.metricKey == QLatin1String("aggregated_eval_accuracy");
    std::vector<std::string_view> m_counted;
    std::vector<std::pair<QJsonValue, QJsonObject>> m_evaluations;
    QByteArray m_line;
    bool m_overlong = false;
    bool m_reportedOverlong = false;
    int m_lineNo = 0;
    int m_badLines = 0;
    bool m_lastLineUnterminated = false;
    int m_legacyLines = 0;
    QString m_legacyMarker;
    quint64 m_hash = kFnvOffset;
};

} // namespace

ParsedResultLog parseResultLogBytes(const QByteArray &bytes, const QString &displayPath, const ResultLogParseOptions &options)
{
    ParsedResultLog out;
    LogScanner scanner(displayPath, options, out);
    scanner.feed(bytes.constData(), bytes.size());
    scanner.finish();
    return out;
}

ParsedResultLog parseResultLog(const QString &path, const ResultLogParseOptions &options)
{
    return parseResultLogFile(QFile::encodeName(path), path, options);
}

ParsedResultLog parseResultLogFile(const QByteArray &nativePath, const QString &path, const ResultLogParseOptions &options)
{
    ParsedResultLog out;
    // O_NONBLOCK: a FIFO that slipped past the caller's checks must not block the import.
    const int fd = ::open(nativePath.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        out.readable = false;
        out.readError = QString::fromLocal8Bit(std::strerror(errno));
        return out;
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        out.readable = false;
        out.readError = QStringLiteral("not a regular file");
        return out;
    }
    LogScanner scanner(path, options, out);
    constexpr qsizetype kBlock = 1 << 20;
    // One buffer per thread for every file: a fresh MiB per file cost a page fault per 4 KiB.
    thread_local QByteArray block(kBlock, Qt::Uninitialized);
    for (;;) {
        const ssize_t n = ::read(fd, block.data(), static_cast<size_t>(kBlock));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            out.readable = false;
            out.readError = QString::fromLocal8Bit(std::strerror(errno));
            break;
        }
        if (n == 0)
            break;
        scanner.feed(block.constData(), static_cast<qsizetype>(n));
    }
    ::close(fd);
    scanner.finish();
    return out;
}

} // namespace scalescope
