// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ResultLogParser.h"

#include "core/import/ContentHash.h"
#include "core/import/JsonMembers.h"
#include "core/import/JsonSyntax.h"
#include "core/import/MllogMarker.h"
#include "core/import/RepeatedLines.h"
#include "core/model/Plausible.h"
#include "core/rules/PyJson.h"
#include "core/rules/PyScript.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <array>
#include <charconv>
#include <deque>
#include <iterator>
#include <unordered_set>
#include <utility>
#include <vector>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace scalescope::import {
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

QJsonValue toJson(const rules::Value &v)
{
    using T = rules::Value::Type;
    switch (v.type) {
    case T::None:
        return QJsonValue::Null;
    case T::Bool:
        return v.b;
    case T::Int:
    case T::Float:
        return v.asDouble();
    case T::Str:
        return QString::fromStdString(v.text());
    case T::List:
    case T::Tuple: {
        QJsonArray a;
        for (const rules::Value &m : v.items())
            a.append(toJson(m));
        return a;
    }
    case T::Dict: {
        QJsonObject o;
        for (const auto &[k, m] : v.map().entries())
            o.insert(QString::fromStdString(rules::toStr(k)), toJson(m));
        return o;
    }
    default:
        return QString::fromStdString(rules::toRepr(v));
    }
}

const rules::Value *member(const rules::Value &dict, std::string_view name)
{
    return dict.type == rules::Value::Type::Dict ? dict.map().find(name) : nullptr;
}

std::optional<double> numberOf(const std::optional<rules::Value> &v)
{
    return v && v->isNumber() ? std::optional(v->asDouble()) : std::nullopt;
}

// What ScaleScope reads of a kept line: its "value", and members of its "metadata". While the line
// is still text they are read from the text, leaving the line as the reader made it (the rules read
// such lines without building their values: rules/FastRule.h).
class LineFields
{
public:
    explicit LineFields(const rules::LogLineObject &l) : m_line(l) {}

    std::optional<rules::Value> value() const
    {
        if (m_line.valuePending())
            return rules::readPendingMember(m_line.valueText());
        const rules::Value *v = member(m_line.value(), "value");
        return v ? std::optional(*v) : std::nullopt;
    }

    std::optional<rules::Value> metadata(std::string_view name) const
    {
        if (m_line.valuePending() && m_line.metadataObject()) {
            char quoted[64]; // a flat object's member is found by its name in quotes
            const bool flat = m_line.metadataFlat() && name.size() + 2 <= sizeof quoted;
            if (flat) {
                quoted[0] = '"';
                std::memcpy(quoted + 1, name.data(), name.size());
                quoted[name.size() + 1] = '"';
            }
            const auto found = flat ? rules::flatMember(m_line.metadataText(), std::string_view(quoted, name.size() + 2))
                                    : rules::pendingMember(m_line.metadataText(), name);
            return found ? std::optional(rules::readPendingMember(*found)) : std::nullopt;
        }
        const rules::Value *metadata = member(m_line.value(), "metadata");
        const rules::Value *v = metadata ? member(*metadata, name) : nullptr;
        return v ? std::optional(*v) : std::nullopt;
    }

private:
    const rules::LogLineObject &m_line;
};

// The keys ScaleScope reads itself, whatever the rules.
enum class OwnKey : uint8_t
{
    InitStart,
    InitStop,
    RunStart,
    RunStop,
    Division,
    Benchmark,
    GlobalBatchSize,
    TrainSamples,
    BlockStart,
    EpochStart,
    NumberOfNodes,
    AcceleratorsPerNode,
    Metric, // the benchmark's quality metric (eval_accuracy for most); OwnLine::metric marks it too
    Other,
};

OwnKey ownKeyOf(std::string_view key)
{
    static const std::pair<std::string_view, OwnKey> kKeys[] = {{"init_start", OwnKey::InitStart},
                                                                {"init_stop", OwnKey::InitStop},
                                                                {"run_start", OwnKey::RunStart},
                                                                {"run_stop", OwnKey::RunStop},
                                                                {"submission_division", OwnKey::Division},
                                                                {"submission_benchmark", OwnKey::Benchmark},
                                                                {"global_batch_size", OwnKey::GlobalBatchSize},
                                                                {"train_samples", OwnKey::TrainSamples},
                                                                {"block_start", OwnKey::BlockStart},
                                                                {"epoch_start", OwnKey::EpochStart},
                                                                {"number_of_nodes", OwnKey::NumberOfNodes},
                                                                {"accelerators_per_node", OwnKey::AcceleratorsPerNode}};
    for (const auto &[name, k] : kKeys)
        if (name == key)
            return k;
    return OwnKey::Other;
}

// A kept line ScaleScope reads: its key's kind, and whether it is the metric's.
struct OwnLine
{
    OwnKey key;
    bool metric;
    const rules::LogLineObject *line;
};

// _query_instance_scale: number_of_nodes and accelerators_per_node as they stand once neither is None.
void queryInstanceScale(ParsedResultLog &out, const std::vector<OwnLine> &lines)
{
    std::optional<rules::Value> nodes, perNode;
    for (const OwnLine &own : lines) {
        if (own.key != OwnKey::NumberOfNodes && own.key != OwnKey::AcceleratorsPerNode)
            continue;
        const std::optional<rules::Value> value = LineFields(*own.line).value();
        if (!value)
            continue;
        (own.key == OwnKey::NumberOfNodes ? nodes : perNode) = *value;
        if (nodes && !nodes->isNone() && perNode && !perNode->isNone())
            break;
    }
    if (!nodes || nodes->isNone()) {
        out.instanceScaleError = QStringLiteral("ValueError: number_of_nodes not recorded");
        return;
    }
    if (!perNode || perNode->isNone()) {
        out.instanceScaleError = QStringLiteral("ValueError: accelerators_per_node not recorded");
        return;
    }
    try {
        const rules::Value n = rules::pythonInt(*nodes);
        const rules::Value a = rules::pythonInt(*perNode);
        if (n.isBigInt() || a.isBigInt() || std::abs(n.i) > 100000000 || std::abs(a.i) > 100000000)
            throw rules::PyError("ValueError", "an instance scale beyond a hundred million");
        out.instanceScale = static_cast<int>(n.i * std::max<int64_t>(a.i, 1));
    } catch (const rules::PyError &e) {
        out.instanceScaleError = QString::fromStdString(e.type() + ": " + e.what());
    } catch (const rules::UnsupportedRule &e) {
        out.instanceScaleError = QString::fromStdString(std::string("ValueError: ") + e.what());
    }
}

// What ScaleScope reads of the kept lines: the summarizer's run_start/run_stop pair, the quality
// values, the figures the throughput is derived from, the division and benchmark the log names.
void summarizeLines(ParsedResultLog &out, const std::vector<OwnLine> &lines, bool aggregate)
{
    std::vector<std::pair<rules::Value, QJsonObject>> evaluations; // stable diffusion: FID and CLIP joined
    for (const OwnLine &own : lines) {
        const rules::LogLineObject &l = *own.line;
        const double t = l.timestamp;
        const LineFields fields(l);
        // init_start and init_stop are read by their time alone; the other lines' values are read.
        switch (own.key) {
        case OwnKey::InitStart:
            if (!out.initStopMs && (!out.firstInitStartMs || t < *out.firstInitStartMs))
                out.firstInitStartMs = t;
            continue;
        case OwnKey::InitStop:
            if (!out.initStopMs) {
                out.initStopMs = t;
                out.initStopLine = l.fileLine;
            }
            continue;
        case OwnKey::RunStart:
        case OwnKey::RunStop:
            if (out.runStartMs && out.runStopMs)
                break;
            if (!model::plausibleTimeMs(t) && !out.implausibleTimeLine) {
                out.implausibleTimeLine = l.fileLine;
                out.implausibleTime = QString::fromStdString(rules::floatRepr(t));
            }
            if (own.key == OwnKey::RunStart) {
                out.runStartMs = t;
            } else {
                out.runStopMs = t;
                const std::optional<rules::Value> status = fields.metadata("status");
                out.stopStatus = status && status->isStr() ? QString::fromStdString(status->text()) : QString();
            }
            break;
        case OwnKey::Division:
            if (const auto value = fields.value(); value && value->isStr())
                out.loggedDivision = QString::fromStdString(value->text());
            break;
        case OwnKey::Benchmark:
            if (const auto value = fields.value(); value && value->isStr() && out.loggedBenchmark.isEmpty())
                out.loggedBenchmark = QString::fromStdString(value->text());
            break;
        case OwnKey::GlobalBatchSize:
            if (const auto value = numberOf(fields.value()))
                out.globalBatchSize = *value;
            break;
        case OwnKey::TrainSamples:
            if (const auto value = numberOf(fields.value())) {
                if (!out.trainSamplesFirst)
                    out.trainSamplesFirst = *value;
                out.trainSamplesLast = *value;
            }
            break;
        case OwnKey::BlockStart:
        case OwnKey::EpochStart:
            if (const auto e = numberOf(fields.metadata(own.key == OwnKey::BlockStart ? "first_epoch_num" : "epoch_num")))
                if (!out.firstEpochSeen || *e < *out.firstEpochSeen)
                    out.firstEpochSeen = e;
            break;
        default:
            break;
        }
        if (!own.metric)
            continue;
        const std::optional<rules::Value> value = fields.value();
        if (!value)
            continue;
        if (aggregate) {
            const std::optional<rules::Value> name = fields.metadata("metric");
            const std::optional<rules::Value> samples = fields.metadata("samples_count");
            if (!name || !name->isStr() || !samples)
                continue;
            auto it = std::find_if(evaluations.begin(), evaluations.end(),
                                   [&](const auto &e) { return rules::sameOrEqual(e.first, *samples); });
            if (it == evaluations.end()) {
                evaluations.emplace_back(*samples, QJsonObject{{QStringLiteral("samples_count"), toJson(*samples)}});
                it = std::prev(evaluations.end());
            }
            it->second.insert(QString::fromStdString(name->text()), toJson(*value));
        } else {
            out.qualityValues << toJson(*value);
            out.qualityMetadata << EvaluationMetadata{numberOf(fields.metadata("samples_count")),
                                                      numberOf(fields.metadata("epoch_num"))};
        }
    }
    for (const auto &[samples, evaluation] : evaluations) { // the checker appends its virtual lines at the end
        out.qualityValues << QJsonValue(evaluation);
        out.qualityMetadata << EvaluationMetadata{samples.isNumber() ? std::optional(samples.asDouble()) : std::nullopt,
                                                  std::nullopt};
    }
}

// What the reader captures of every :::MLLOG line (JsonSyntaxFindings::captured).
const std::initializer_list<std::string_view> kCaptured = {"key", "time_ms", "value", "metadata"};

// Stable diffusion's metric: the checker joins its eval_accuracy lines (FID and CLIP) into one.
bool aggregatesEvaluations(std::string_view metricKey)
{
    return metricKey == "aggregated_eval_accuracy";
}

bool hasHighBytes(std::string_view s)
{
    return std::any_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
}

// What the reader does with a line of a key.
struct KeyClass
{
    std::string token; // the key's JSON token, quotes included
    rules::Value key;  // the key as a str, shared by its lines
    int keyId = -1;    // RuleBook::keyIndex
    OwnKey own = OwnKey::Other;
    bool metric = false;
    bool kept = false; // a rule's key (of the ruleset) or one ScaleScope reads
    bool throughput = false;
    bool trackedStats = false;
};

// The keys' classes, looked up once per key (a round has a few dozen keys; looking each line's
// key up in the rule book and among ScaleScope's own keys cost more than the rest of reading a
// line that is not kept). Kept from log to log while the rules and the metric stay the same.
class KeyClasses
{
public:
    struct Context
    {
        const rules::RuleBook *rules = nullptr;
        const std::vector<bool> *rulesetKeys = nullptr; // by key index: the rule keys kept (null: all)
        std::string metricKey;
        bool operator==(const Context &) const = default;
    };

    void use(const Context &c)
    {
        if (c == m_context)
            return;
        m_context = c;
        m_classes.clear();
        m_table.fill(-1);
    }

    const KeyClass &of(std::string_view token)
    {
        // A small table by the token's length and last bytes; a token found is compared in full.
        const auto last = static_cast<unsigned char>(token[token.size() - 2]);
        const auto before = static_cast<unsigned char>(token.size() > 2 ? token[token.size() - 3] : 0);
        std::size_t slot = (token.size() * 31 + last * 7 + before) & (kTable - 1);
        for (std::size_t probes = 0; probes < kTable; ++probes, slot = (slot + 1) & (kTable - 1)) {
            const int i = m_table[slot];
            if (i < 0)
                break;
            if (m_classes[static_cast<std::size_t>(i)].token == token)
                return m_classes[static_cast<std::size_t>(i)];
        }
        if (m_classes.size() >= kTable / 2) { // logs with a new key on every line: bounded
            m_unlisted = classify(token);
            return m_unlisted;
        }
        m_table[slot] = static_cast<int>(m_classes.size());
        return m_classes.emplace_back(classify(token));
    }

private:
    static constexpr std::size_t kTable = 256;

    KeyClass classify(std::string_view token) const
    {
        KeyClass k;
        k.token = std::string(token);
        std::string_view key = token.substr(1, token.size() - 2);
        std::optional<std::string> decoded;
        if (key.find('\\') != std::string_view::npos || hasHighBytes(key)) {
            decoded = rules::decodePyJsonString(token); // escapes, and latin-1 as UTF-8
            key = *decoded;
        }
        k.key = rules::Value::str(std::string(key));
        k.keyId = m_context.rules ? m_context.rules->keyIndex(key) : -1;
        const bool ruleKey = k.keyId >= 0 && (!m_context.rulesetKeys || (*m_context.rulesetKeys)[static_cast<size_t>(k.keyId)]);
        k.own = ownKeyOf(key);
        k.metric = aggregatesEvaluations(m_context.metricKey) ? key == "eval_accuracy" : key == m_context.metricKey;
        k.kept = ruleKey || k.own != OwnKey::Other || k.metric;
        k.throughput = key == "throughput";
        k.trackedStats = key == "tracked_stats";
        return k;
    }

    Context m_context;
    std::deque<KeyClass> m_classes; // a deque: references stay good
    KeyClass m_unlisted;            // of() beyond the table's keys
    std::array<int, kTable> m_table = [] {
        std::array<int, kTable> t;
        t.fill(-1);
        return t;
    }();
};

} // namespace

// What a thread keeps from log to log of one import (ResultLogParseOptions::memory).
struct ReaderMemory
{
    RepeatedLines lines{kCaptured};
    KeyClasses keys;
    const rules::RuleBook *memoBook = nullptr; // whose CHECKs the lines' memos name (rules/CheckMemo.h)
};

namespace {

// Incremental line splitter + interpreter; fed block by block.
class LogScanner
{
public:
    LogScanner(const QString &path, const ResultLogParseOptions &options, ParsedResultLog &out)
        : m_path(path), m_options(options), m_out(out), m_keyClasses(options.memory ? options.memory->keys : m_ownKeys)
    {
        m_out.lines.keyBook = options.rules;
        if (options.rules) {
            if (const auto *keys = options.ruleset.empty() ? nullptr : options.rules->rulesetKeys(options.ruleset)) {
                m_rulesetKeys = &keys->kept;
                m_out.lines.keptRuleset = options.ruleset;
            }
        }
        m_keyClasses.use({options.rules, m_rulesetKeys, m_metricKeyStd});
        if (options.memory && options.memory->memoBook != options.rules) { // memos name another book's code
            options.memory->lines.forget();
            options.memory->memoBook = options.rules;
        }
    }

    void feed(const char *data, qsizetype size)
    {
        m_hash.update(data, static_cast<size_t>(size));
        m_out.bytes += size;
        // Once per block rather than per line: whether a line may hold a '\r' (rare in logs).
        m_maybeCr = m_maybeCr || std::memchr(data, '\r', static_cast<size_t>(size));

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
        if (m_options.memory)
            m_options.memory->lines.endLog();
        summarizeLines(m_out, m_ownLines, m_aggregate);
        queryInstanceScale(m_out, m_ownLines);
        if (m_out.mllogLines == 0 && m_legacyLines > 0) {
            m_out.unsupportedFormat = true;
            m_out.formatSeen = m_legacyMarker;
        }
    }

private:
    void append(const char *p, qsizetype n)
    {
        if (m_overlong) {
            noteMarkerIn(p, n);
            return;
        }
        if (m_line.size() + n > m_options.maxLineBytes) {
            m_overlong = true;
            noteMarkerIn(m_line.constData(), m_line.size());
            noteMarkerIn(p, n);
            m_line.resize(0); // keeps the capacity, unlike clear()
            return;
        }
        m_line.append(p, n);
    }

    // Whether a line too long to keep is an :::MLLOG line (a marker across two blocks is missed).
    void noteMarkerIn(const char *p, qsizetype n)
    {
        if (n > 0 && ::memmem(p, static_cast<size_t>(n), kMllogMarker.data(), kMllogMarker.size()))
            m_overlongMarker = true;
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
                if (nl - p > m_options.maxLineBytes) {
                    noteMarkerIn(p, nl - p);
                    skipOverlongLine();
                } else {
                    endLine(std::string_view(p, static_cast<size_t>(nl - p)));
                }
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
        // The official parser reads a line of any length; one too long for ScaleScope to keep that
        // holds a record leaves the run without a verdict.
        if (m_overlongMarker && m_out.lines.unsupported.empty())
            m_out.lines.unsupported = "line " + std::to_string(m_lineNo) + " is an :::MLLOG line longer than " +
                                      std::to_string(m_options.maxLineBytes) + " bytes";
        m_overlongMarker = false;
        if (!m_reportedOverlong) {
            m_out.diagnostics << model::Diagnostic{m_path,
                                                   m_lineNo,
                                                   model::Severity::Warning,
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
        // Python reads with universal newlines: a '\r' ends a line as '\n' does.
        if (!m_maybeCr || !std::memchr(line.data(), '\r', line.size())) {
            interpretPythonLine(line);
            return;
        }
        size_t start = 0;
        for (;;) {
            const size_t cr = line.find('\r', start);
            interpretPythonLine(line.substr(start, cr == std::string_view::npos ? std::string_view::npos : cr - start));
            if (cr == std::string_view::npos)
                return;
            start = cr + 1;
        }
    }

    // One line as mlp_parser reads it: the text after its last ":::MLLOG ", stripped, through
    // json.loads, then float(m['time_ms']), m['key'], m['value'], m['metadata'].
    void interpretPythonLine(std::string_view line)
    {
        // Not string_view::find: it stops at every ':' (a memchr call each), and JSON has many.
        const char *hit = findAnyMllogMarker(line.data(), line.data() + line.size());
        if (!hit)
            return;
        const auto marker = static_cast<size_t>(hit - line.data());
        size_t pos = line.compare(marker, kMllogMarker.size(), kMllogMarker) == 0 ? marker : find(line, kMllogMarker, marker);
        if (pos == std::string_view::npos) {
            noteLegacy(line);
            return;
        }
        ++m_out.mllogLines;
        const int pythonLineNo = m_pythonLineNo++;
        // A valid JSON text can hold a later ":::MLLOG " only in a string, so only a line whose text
        // after the first is invalid, or has a ':' in a string, is searched for a later one.
        JsonSyntaxFindings found;
        std::string_view json = jsonAfter(line, pos);
        auto error = m_options.memory ? m_options.memory->lines.check(json, &found) : jsonSyntaxError(json, kCaptured, &found);
        rules::CheckMemo *memo = m_options.memory ? m_options.memory->lines.lastMemo() : nullptr;
        if (error || found.colonInString) {
            if (const char *last = findLastMllogMarker(line.data() + pos + 1, line.data() + line.size())) {
                pos = static_cast<size_t>(last - line.data());
                json = jsonAfter(line, pos);
                error = jsonSyntaxError(json, kCaptured, &found);
                memo = nullptr; // the text read is not the one compared
            }
        }
        if (error) {
            if (found.recursion) {
                stop(QStringLiteral("RecursionError"),
                     "RecursionError: maximum recursion depth exceeded while decoding a JSON document");
                return;
            }
            parseError(QStringLiteral("not JSON at column %1").arg(*error + 1 + pos + kMllogMarker.size()));
            return;
        }
        // m['time_ms'] on something that is not a dict raises TypeError; a missing member KeyError.
        // None is the exception: string_to_logline takes it for "does not match regex" (ValueError).
        const size_t first = json.find_first_not_of(" \t\n\r");
        if (first != std::string_view::npos && json.substr(first, 4) == "null") {
            parseError(QStringLiteral("null where a JSON object should be"));
            return;
        }
        if (first == std::string_view::npos || json[first] != '{') {
            stop(QStringLiteral("TypeError"), "TypeError: the line's JSON value is not an object");
            return;
        }
        if (!found.captured[1]) {
            stop(QStringLiteral("KeyError"), "KeyError: 'time_ms'");
            return;
        }
        // float(m['time_ms']) of a plain integer cannot fail; it is converted only for a line kept.
        const std::string_view timeToken = *found.captured[1];
        double timestamp = 0;
        const bool plainTime = isPlainInteger(timeToken);
        if (!plainTime && !pythonTimestamp(timeToken, timestamp))
            return;
        if (!found.captured[0] || !found.captured[2] || !found.captured[3]) {
            const char *name = !found.captured[0] ? "key" : !found.captured[2] ? "value" : "metadata";
            stop(QStringLiteral("KeyError"), std::string("KeyError: '") + name + "'");
            return;
        }
        ++m_out.lines.count;
        const std::string_view keyToken = *found.captured[0];
        if (keyToken.empty() || keyToken[0] != '"')
            return; // a key that is not a string is no rule's key
        const KeyClass &k = m_keyClasses.of(keyToken);
        if (k.kept) {
            if (plainTime)
                timestamp = static_cast<double>(plainIntegerValue(timeToken));
            const rules::LogLineObject &l = keepLine(k, timestamp, *found.captured[2], *found.captured[3], pythonLineNo, memo);
            if (k.own != OwnKey::Other || k.metric)
                m_ownLines.push_back(OwnLine{k.own, k.metric, &l});
        } else if (k.throughput) {
            if (const auto value = pythonNumber(*found.captured[2]))
                m_out.loggedThroughputs << *value;
        } else if (k.trackedStats) {
            if (const auto t = jsonMember(*found.captured[2], "throughput"))
                if (const auto value = pythonNumber(*t))
                    m_out.loggedThroughputs << *value;
        }
    }

    static bool isPlainInteger(std::string_view token)
    {
        const std::size_t n = token.size();
        if (n < 8) // a time_ms has thirteen digits: the words below
            return n > 0 && digitRun(token) == n;
        if (n > 18)
            return false;
        // Eight bytes at a time, the last eight overlapping.
        const char *p = token.data();
        return !nonDigitBits(p) && !nonDigitBits(p + n - 8) && (n <= 16 || !nonDigitBits(p + 8));
    }

    // The value of a token isPlainInteger took (eighteen digits at most: no overflow).
    static int64_t plainIntegerValue(std::string_view token)
    {
        int64_t n = 0;
        std::size_t i = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // Eight digits at a time: pairs, then fours, then the eight combined (the first digit
        // is the lowest byte).
        for (; i + 8 <= token.size(); i += 8) {
            uint64_t w;
            std::memcpy(&w, token.data() + i, sizeof w);
            w -= 0x3030303030303030ULL;
            w = (w * 10 + (w >> 8)) & 0x00FF00FF00FF00FFULL;
            w = (w * 100 + (w >> 16)) & 0x0000FFFF0000FFFFULL;
            w = (w * 10000 + (w >> 32)) & 0xFFFFFFFFULL;
            n = n * 100000000 + static_cast<int64_t>(w);
        }
#endif
        for (; i < token.size(); ++i)
            n = n * 10 + (token[i] - '0');
        return n;
    }

    // A number token as json.loads reads it (1e-400 is 0.0, NaN is NaN); nullopt for anything else.
    static std::optional<double> pythonNumber(std::string_view token)
    {
        if (const auto plain = jsonNumber(token); plain && token.size() < 20)
            return plain; // most figures: short, and read alike
        const rules::PyJsonResult parsed = rules::parsePyJson(token);
        if (!parsed.value || (parsed.value->type != rules::Value::Type::Int && parsed.value->type != rules::Value::Type::Float))
            return std::nullopt;
        return parsed.value->asDouble();
    }

    // float(m['time_ms']): a number as Python converts it; a string as float() reads it (a
    // ValueError is a parse error); anything else stops the tool.
    bool pythonTimestamp(std::string_view token, double &out)
    {
        if (isPlainInteger(token)) {
            out = static_cast<double>(plainIntegerValue(token));
            return true;
        }
        const rules::PyJsonResult parsed = rules::parsePyJson(token);
        if (!parsed.value) { // not reached: the line was checked already
            parseError(QString::fromStdString(parsed.error));
            return false;
        }
        try {
            out = rules::pythonFloat(*parsed.value).f;
            return true;
        } catch (const rules::PyError &e) {
            if (e.type() == "ValueError")
                parseError(QString::fromStdString(e.what()));
            else
                stop(QString::fromStdString(e.type()), e.type() + ": " + e.what());
            return false;
        }
    }

    const rules::LogLineObject &keepLine(const KeyClass &k, double timestamp, std::string_view valueText,
                                         std::string_view metadataText, int pythonLineNo, rules::CheckMemo *memo)
    {
        rules::LogLineObject &l = m_out.lines.append(valueText, metadataText); // read as JSON only when asked
        l.timestamp = timestamp;
        l.key = m_out.lines.keyOf(k.key);
        l.keyId = k.keyId;
        l.lineno = pythonLineNo;
        l.fileLine = m_lineNo;
        l.fullStringKept = false;
        l.checkMemo = memo;
        return l;
    }

    void parseError(const QString &why)
    {
        if (!m_out.unparseableLine) {
            m_out.unparseableLine = m_lineNo;
            m_out.unparseableWhy = m_lastLineUnterminated ? QStringLiteral("cut short") : why;
            m_out.lines.firstParseErrorLine = m_lineNo;
            m_out.lines.firstParseError = m_out.unparseableWhy.toStdString();
        }
        ++m_out.lines.parseErrors;
        reportBadLine(why);
    }

    // Python raises something other than ValueError here: the official tool stops on this log.
    void stop(const QString &why, const std::string &error)
    {
        if (!m_out.lines.crash) {
            m_out.lines.crash = error;
            m_out.lines.crashLine = m_lineNo;
        }
        reportBadLine(why);
    }

    // The text after the marker at `pos`, without the blanks Python's str.strip() removes at its end.
    static std::string_view jsonAfter(std::string_view line, size_t pos)
    {
        std::string_view json = line.substr(pos + kMllogMarker.size());
        while (!json.empty()) {
            const auto c = static_cast<unsigned char>(json.back());
            if (c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f) || c == 0x85 || c == 0xa0)
                json.remove_suffix(1);
            else
                break;
        }
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

    void reportBadLine(const QString &why)
    {
        if (m_lastLineUnterminated) { // not malformed: cut short (a copy or a run that died mid-write)
            m_out.diagnostics << model::Diagnostic{
                m_path, m_lineNo, model::Severity::Warning, QStringLiteral("log.truncated"), {}};
            return;
        }
        if (m_badLines++ < 5)
            m_out.diagnostics << model::Diagnostic{
                m_path, m_lineNo, model::Severity::Warning, QStringLiteral("log.bad_line"), {why}};
    }

    QString m_path;
    const ResultLogParseOptions &m_options;
    ParsedResultLog &m_out;
    const std::string m_metricKeyStd = m_options.metricKey.toStdString();
    QByteArray m_line;
    int m_pythonLineNo = 0; // the official parser's lineno: the index among :::MLLOG lines
    KeyClasses m_ownKeys;   // where the options bring no ReaderMemory
    KeyClasses &m_keyClasses;
    const bool m_aggregate = aggregatesEvaluations(m_metricKeyStd);
    std::vector<OwnLine> m_ownLines;                  // the kept lines summarizeLines reads, in order
    const std::vector<bool> *m_rulesetKeys = nullptr; // by key index: the rule keys kept (null: all)
    bool m_maybeCr = false;                           // a block read so far holds a '\r'
    bool m_overlong = false;
    bool m_overlongMarker = false;
    bool m_reportedOverlong = false;
    int m_lineNo = 0;
    int m_badLines = 0;
    bool m_lastLineUnterminated = false;
    int m_legacyLines = 0;
    QString m_legacyMarker;
    ContentHash m_hash;
};

} // namespace

ReaderMemoryPtr makeReaderMemory()
{
    return ReaderMemoryPtr(new ReaderMemory);
}

void ReaderMemoryDelete::operator()(ReaderMemory *m) const
{
    delete m;
}

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

} // namespace scalescope::import
