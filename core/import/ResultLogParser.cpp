#include "core/import/ResultLogParser.h"

#include "core/import/ContentHash.h"
#include "core/import/JsonMembers.h"
#include "core/import/JsonSyntax.h"
#include "core/import/MllogMarker.h"
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

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace scalescope {
namespace {

// The number of '\n' in [p, end): sixteen bytes a step with SSE2 (every x86-64 has it), each
// byte lane counting its matches (at most 255 steps before they are summed), else eight bytes a
// step: a byte equal to '\n' becomes zero after the xor, and the exact zero-byte test marks it with
// its high bit, never its neighbours.
qsizetype countNewlines(const char *p, const char *end)
{
    qsizetype n = 0;
#if defined(__SSE2__)
    const __m128i newline = _mm_set1_epi8('\n');
    while (end - p >= 16) {
        const char *stop = p + std::min<qsizetype>((end - p) / 16, 255) * 16;
        __m128i lanes = _mm_setzero_si128();
        for (; p < stop; p += 16) // a match is -1: subtracting it counts it
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)), newline));
        const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
        n += _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
    }
#endif
    constexpr quint64 kOnes = 0x0101010101010101ULL;
    constexpr quint64 kLow7 = 0x7f7f7f7f7f7f7f7fULL;
    constexpr quint64 kHigh = 0x8080808080808080ULL;
    for (; end - p >= 8; p += 8) {
        quint64 w = 0;
        std::memcpy(&w, p, sizeof w);
        w ^= kOnes * '\n';
        const quint64 zero = ~(((w & kLow7) + kLow7) | w) & kHigh;
        n += static_cast<qsizetype>(((zero >> 7) * kOnes) >> 56);
    }
    for (; p < end; ++p)
        n += *p == '\n';
    return n;
}

// Incremental line splitter + interpreter; fed block by block.
class LogScanner
{
public:
    LogScanner(const QString &path, const ResultLogParseOptions &options, ParsedResultLog &out)
        : m_path(path), m_options(options), m_out(out)
    {
        m_line.reserve(4096);
        m_out.keyCounts.fill(0, m_options.countedKeys.size());
        for (qsizetype i = 0; i < m_options.countedKeys.size(); ++i) {
            const QByteArray &k = m_options.countedKeys[i];
            m_counted.emplace_back(std::string_view(k.constData(), static_cast<size_t>(k.size())), i);
        }
        std::stable_sort(m_counted.begin(), m_counted.end(),
                         [](const auto &a, const auto &b) { return a.first.size() < b.first.size(); });
        const size_t longest = m_counted.empty() ? 0 : m_counted.back().first.size();
        m_countedFrom.resize(longest + 2);
        for (size_t length = 0, i = 0; length < m_countedFrom.size(); ++length) {
            while (i < m_counted.size() && m_counted[i].first.size() < length)
                ++i;
            m_countedFrom[length] = i;
        }
    }

    void feed(const char *data, qsizetype size)
    {
        m_hash.update(data, static_cast<size_t>(size));
        m_out.bytes += size;

        const char *p = data;
        const char *end = data + size;
        if (!m_line.isEmpty() || m_overlong) { // the rest of a line an earlier block began
            const char *nl = static_cast<const char *>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
            append(p, (nl ? nl : end) - p);
            if (!nl)
                return;
            finishLine();
            p = nl + 1;
        }
        const char *lastNl = end;
        while (lastNl > p && lastNl[-1] != '\n')
            --lastNl;
        completeLines(p, lastNl);
        append(lastNl, end - lastNl); // a line the next block ends
    }

    void finish()
    {
        m_lastLineUnterminated = !m_line.isEmpty(); // the file ends without a newline
        if (!m_line.isEmpty() || m_overlong)
            finishLine();
        m_out.contentHash = m_hash.value();
        for (auto &evaluation : m_evaluations) { // the checker appends its virtual lines at the end
            m_out.qualityValues << QJsonValue(evaluation.second);
            m_out.qualityMetadata << EvaluationMetadata{
                evaluation.first.isDouble() ? std::optional(evaluation.first.toDouble()) : std::nullopt, std::nullopt};
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

    // Lines [p, end), end just past a newline, read in place. Most lines of most logs are the
    // framework's own output: one search for the markers over the whole stretch sets them aside,
    // and only their newlines are counted, for the line numbers.
    void completeLines(const char *p, const char *end)
    {
        if (!p || p >= end)
            return;
        if (end - p > m_options.maxLineBytes) { // a line here could be too long: line by line
            while (p < end) {
                const char *nl = static_cast<const char *>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
                if (!nl) // not reached, as below
                    return;
                if (nl - p > m_options.maxLineBytes)
                    skipOverlongLine();
                else
                    endLine(std::string_view(p, static_cast<size_t>(nl - p)));
                p = nl + 1;
            }
            return;
        }
        while (p < end) {
            const bool atMarker = std::string_view(p, static_cast<size_t>(end - p)).starts_with(kAnyMllogMarker);
            const char *hit = atMarker ? p : findAnyMllogMarker(p, end);
            if (!hit) {
                m_lineNo += static_cast<int>(countNewlines(p, end));
                return;
            }
            const char *start = hit;
            while (start > p && start[-1] != '\n')
                --start;
            m_lineNo += static_cast<int>(countNewlines(p, start));
            const char *nl = static_cast<const char *>(std::memchr(hit, '\n', static_cast<size_t>(end - hit)));
            if (!nl) // not reached: `end` is just past a newline
                return;
            endLine(std::string_view(start, static_cast<size_t>(nl - start)));
            p = nl + 1;
        }
    }

    void skipOverlongLine()
    {
        ++m_lineNo;
        if (!m_reportedOverlong) {
            m_out.diagnostics << Diagnostic{m_path,
                                            m_lineNo,
                                            Severity::Warning,
                                            QStringLiteral("log.line_too_long"),
                                            {QString::number(m_options.maxLineBytes)}};
            m_reportedOverlong = true;
        }
    }

    void finishLine()
    {
        if (m_overlong) {
            skipOverlongLine();
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
        const size_t marker = line.find(kAnyMllogMarker);
        if (marker == std::string_view::npos)
            return;
        size_t pos = line.compare(marker, kMllogMarker.size(), kMllogMarker) == 0 ? marker : find(line, kMllogMarker, marker);
        if (pos == std::string_view::npos) {
            noteLegacy(line);
            return;
        }
        ++m_out.mllogLines;
        // The official parser strips everything up to the last ":::MLLOG " on a line. A valid
        // JSON text can hold one only in a string, so only a line whose text after the first is
        // invalid, or has a ':' in a string, is searched for a later one (forwards: a backward
        // byte loop over every line was the hot spot).
        static const std::initializer_list<std::string_view> kCaptured = {"key", "time_ms", "value", "metadata"};
        JsonSyntaxFindings found;
        std::string_view json = jsonAfter(line, pos);
        auto error = jsonSyntaxError(json, kCaptured, &found);
        if (error || found.colonInString) {
            if (const char *last = findLastMllogMarker(line.data() + pos + 1, line.data() + line.size())) {
                pos = static_cast<size_t>(last - line.data());
                json = jsonAfter(line, pos);
                error = jsonSyntaxError(json, kCaptured, &found);
            }
        }
        if (error) {
            const QString why = QStringLiteral("not JSON at column %1").arg(*error + 1 + pos + kMllogMarker.size());
            if (!m_out.unparseableLine) {
                m_out.unparseableLine = m_lineNo;
                m_out.unparseableWhy = m_lastLineUnterminated ? QStringLiteral("cut short") : why;
            }
            reportBadLine(why);
            return;
        }
        // The key as json.loads reads it; a key that is not a plain string is looked for as text,
        // and one written with escapes is left to QJsonDocument to read.
        const auto plainKey = found.captured[0] ? jsonPlainString(*found.captured[0]) : std::nullopt;
        const std::string_view key = plainKey ? *plainKey : quickKey(json);
        if (key.size() + 1 < m_countedFrom.size())
            for (size_t i = m_countedFrom[key.size()]; i < m_countedFrom[key.size() + 1]; ++i)
                if (key == m_counted[i].first)
                    ++m_out.keyCounts[m_counted[i].second];
        const bool escapedKey = !plainKey && found.captured[0] && found.captured[0]->starts_with('"');
        if (!escapedKey && !isUsedKey(key))
            return;
        if (found.plain && plainKey && readPlainEvent(*plainKey, found))
            return;
        parseEvent(json);
    }

    // The text after the marker at `pos`, without the line's trailing blanks.
    static std::string_view jsonAfter(std::string_view line, size_t pos)
    {
        std::string_view json = line.substr(pos + kMllogMarker.size());
        while (!json.empty() && (json.back() == '\r' || json.back() == ' ' || json.back() == '\t'))
            json.remove_suffix(1);
        return json;
    }

    // string_view::find looks for the first byte with memchr, and ':' is on every JSON line.
    static size_t find(std::string_view text, std::string_view what, size_t from)
    {
        if (from >= text.size())
            return std::string_view::npos;
        const void *hit = ::memmem(text.data() + from, text.size() - from, what.data(), what.size());
        return hit ? static_cast<size_t>(static_cast<const char *>(hit) - text.data()) : std::string_view::npos;
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

    // The frequent events of a plain line, read in place; each does what parseEvent's branch for
    // its key does. False leaves the line to parseEvent.
    bool readPlainEvent(std::string_view key, const JsonSyntaxFindings &found)
    {
        const std::optional<std::string_view> *members = found.captured; // key, time_ms, value, metadata
        const auto number = [](const std::optional<std::string_view> &text) { return text ? jsonNumber(*text) : std::nullopt; };
        const auto numberIn = [&](const std::optional<std::string_view> &object, std::string_view name) {
            return object ? number(jsonMember(*object, name)) : std::nullopt;
        };
        if (key == "init_start") {
            const auto time = number(members[1]);
            if (!m_out.initStopMs && time && (!m_out.firstInitStartMs || *time < *m_out.firstInitStartMs))
                m_out.firstInitStartMs = time;
        } else if (key == "global_batch_size") {
            if (const auto value = number(members[2]))
                m_out.globalBatchSize = *value;
        } else if (key == m_metricKey) {
            // parseEvent keeps a string, object or null value as QJsonDocument reads it, joins
            // stable diffusion's evaluations, and tests these keys before the metric key.
            const auto value = number(members[2]);
            if (!value || m_aggregateEvaluations || key == "run_start" || key == "run_stop" || key == "init_stop" ||
                key == "submission_division" || key == "submission_benchmark")
                return false;
            m_out.qualityValues << QJsonValue(*value);
            m_out.qualityMetadata << EvaluationMetadata{numberIn(members[3], "samples_count"), numberIn(members[3], "epoch_num")};
        } else if (key == "train_samples") {
            if (const auto value = number(members[2])) {
                if (!m_out.trainSamplesFirst)
                    m_out.trainSamplesFirst = value;
                m_out.trainSamplesLast = value;
            }
        } else if (key == "throughput") {
            if (const auto value = number(members[2]))
                m_out.loggedThroughputs << *value;
        } else if (key == "tracked_stats") {
            if (const auto throughput = numberIn(members[2], "throughput"))
                m_out.loggedThroughputs << *throughput;
        } else if (key == "block_start" || key == "epoch_start") {
            const auto epoch = numberIn(members[3], key == "block_start" ? "first_epoch_num" : "epoch_num");
            if (epoch && (!m_out.firstEpochSeen || *epoch < *m_out.firstEpochSeen))
                m_out.firstEpochSeen = epoch;
        } else {
            return false;
        }
        return true;
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
            const QJsonObject md = o.value(QLatin1String("metadata")).toObject();
            const auto number = [&md](const char *name) {
                const QJsonValue v = md.value(QLatin1String(name));
                return v.isDouble() ? std::optional(v.toDouble()) : std::nullopt;
            };
            m_out.qualityMetadata << EvaluationMetadata{number("samples_count"), number("epoch_num")};
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
    // The counted keys with their places in keyCounts, by length: a line's key is compared with
    // the few of its length (m_counted[m_countedFrom[n] .. m_countedFrom[n + 1]) have length n),
    // not with all of them (there are about thirty).
    std::vector<std::pair<std::string_view, qsizetype>> m_counted;
    std::vector<size_t> m_countedFrom;
    std::vector<std::pair<QJsonValue, QJsonObject>> m_evaluations;
    QByteArray m_line;
    bool m_overlong = false;
    bool m_reportedOverlong = false;
    int m_lineNo = 0;
    int m_badLines = 0;
    bool m_lastLineUnterminated = false;
    int m_legacyLines = 0;
    QString m_legacyMarker;
    ContentHash m_hash;
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
