// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/ComplianceChecker.h"

#include "core/rules/CheckMemo.h"
#include "core/rules/FastRule.h"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <map>
#include <string_view>

namespace scalescope::rules {
namespace {

// What the checker collects while it runs: messages by key (a later rule file's rules for a key
// drop the messages an earlier one gave it), messages without a key, and warnings.
struct Messages
{
    std::vector<std::pair<std::string, RuleMessage>> byKey; // insertion-ordered, one per key
    std::vector<RuleMessage> other;
    std::vector<std::pair<std::string, RuleMessage>> warnings;

    void put(const std::string &key, RuleMessage m)
    {
        for (auto &[k, old] : byKey)
            if (k == key) {
                old = std::move(m);
                return;
            }
        byKey.emplace_back(key, std::move(m));
    }
    void warn(const std::string &key, RuleMessage m)
    {
        for (auto &[k, old] : warnings)
            if (k == key) {
                old = std::move(m);
                return;
            }
        warnings.emplace_back(key, std::move(m));
    }
    void overwrite(const std::string &key)
    {
        byKey.erase(std::remove_if(byKey.begin(), byKey.end(), [&](const auto &e) { return e.first == key; }), byKey.end());
    }
};

// An uncaught exception: the official tool stops.
struct ToolStop
{
    std::string error;
    int line = 0;
};

// The path enqueue_config gave, resolved as the file system would below compliance_checker/:
// "." and empty parts dropped, ".." allowed only out of a ruleset folder. Empty when it names no
// rule file.
std::string resolveRulePath(const std::string &path)
{
    std::vector<std::string> parts;
    size_t start = 0;
    for (;;) {
        const size_t slash = path.find('/', start);
        const std::string part = path.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        if (part == "..") {
            if (parts.empty())
                return {};
            parts.pop_back();
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
        if (slash == std::string::npos)
            break;
        start = slash + 1;
    }
    if (parts.size() != 2)
        return {};
    return parts[0] + "/" + parts[1];
}

// The lines each key of a rule file counted, in one list for the file (a vector per key was an
// allocation or more per key and log): by their index in the list of lines, or held where code
// may change the list.
class Reported
{
public:
    explicit Reported(const std::vector<KeyRecord> &keys) : m_counts(keys.size()), m_kept(keys.size())
    {
        for (size_t i = 0; i < keys.size(); ++i) // the lines of other keys are only counted
            m_kept[i] = keys[i].req == "EXACTLY_ONE";
    }
    void add(size_t key, size_t index, const Value *held)
    {
        ++m_counts[key];
        if (!m_kept[key])
            return;
        m_lines.emplace_back(key, index);
        if (held)
            m_held.push_back(*held);
    }
    size_t count(size_t key) const { return m_counts[key]; }
    // The lines of an EXACTLY_ONE key, in order (read only where its count is wrong: their values
    // say whether they are the same).
    std::vector<Value> linesOf(size_t key, const ValueList &lines) const
    {
        std::vector<Value> out;
        for (size_t k = 0; k < m_lines.size(); ++k)
            if (m_lines[k].first == key)
                out.push_back(m_held.empty() ? lines[m_lines[k].second] : m_held[k]);
        return out;
    }

private:
    std::vector<size_t> m_counts;
    std::vector<char> m_kept;                       // by key: whether its lines are kept (EXACTLY_ONE)
    std::vector<std::pair<size_t, size_t>> m_lines; // key, index in the list of lines
    std::vector<Value> m_held;                      // empty, or one per entry of m_lines
};

class Run
{
public:
    Run(const RuleBook &book, const MllogLines &lines, bool namedTupleLines)
        : m_book(book), m_lines(lines), m_namedTuple(namedTupleLines)
    {
    }

    Verdict run(const std::string &first)
    {
        Verdict v;
        try {
            if (!m_lines.unsupported.empty())
                throw UnsupportedRule(m_lines.unsupported);
            if (m_lines.crash)
                throw ToolStop{*m_lines.crash, m_lines.crashLine};
            if (m_lines.parseErrors > 0)
                m_messages.other.push_back(RuleMessage{RuleMessage::Kind::ParseErrors, "", "", m_lines.firstParseError,
                                                       m_lines.firstParseErrorLine, m_lines.parseErrors, 0});
            if (m_lines.count == 0)
                m_messages.other.push_back(RuleMessage{RuleMessage::Kind::NoLines, "", "", "", 0, 0, 0});
            m_queue.push_back(Value::str(first));
            while (!m_queue.empty()) {
                const Value next = m_queue.front();
                m_queue.pop_front();
                if (!next.isStr())
                    throw ToolStop{"TypeError: expected str, bytes or os.PathLike object, not " + typeName(next), 0};
                const std::string resolved = resolveRulePath(next.text());
                const RuleFile *file = resolved.empty() ? nullptr : m_book.file(resolved);
                if (!file) {
                    m_messages.other.push_back(RuleMessage{RuleMessage::Kind::MissingRuleFile, next.text(), "", "", 0, 0, 0});
                    throw ToolStop{"FileNotFoundError: [Errno 2] No such file or directory: '" + next.text() + "'", 0};
                }
                runFile(*file);
            }
        } catch (const ToolStop &stop) {
            v.outcome = Verdict::Outcome::ToolError;
            v.error = stop.error;
            v.errorLine = stop.line;
        } catch (const UnsupportedRule &e) {
            v.outcome = Verdict::Outcome::Unsupported;
            v.error = e.what();
        }
        for (auto &[k, m] : m_messages.byKey)
            v.messages.push_back(m);
        v.messages.insert(v.messages.end(), m_messages.other.begin(), m_messages.other.end());
        for (auto &[k, m] : m_messages.warnings)
            v.warnings.push_back(m);
        if (v.outcome == Verdict::Outcome::Valid && !v.messages.empty())
            v.outcome = Verdict::Outcome::Invalid;
        return v;
    }

private:
    PyInterpreter interpreter()
    {
        PyInterpreter::Hooks hooks;
        hooks.enqueueConfig = [this](const Value &path) { m_queue.push_back(path); };
        hooks.namedTupleLines = m_namedTuple;
        return PyInterpreter(std::move(hooks));
    }

    // exec()/eval() outside the checker's try blocks: a Python exception stops the tool.
    // `where` names the code in the error (made only then: the ATLEAST_ONE_CHECK runs line by line).
    template <typename W, typename F> auto unguarded(W &&where, int line, F &&f)
    {
        try {
            return f();
        } catch (const PyError &e) {
            throw ToolStop{e.type() + ": " + e.what() + " (" + where() + ")", line};
        }
    }

    void runFile(const RuleFile &file)
    {
        // Before any of the file's code runs: the reader kept the lines of one ruleset's keys.
        if (!m_lines.keptRuleset.empty()) {
            const RuleBook::RulesetKeys *kept = m_lines.keyBook ? m_lines.keyBook->rulesetKeys(m_lines.keptRuleset) : nullptr;
            if (!kept || !kept->folders.count(file.path.substr(0, file.path.find('/'))))
                throw UnsupportedRule(file.path + " is outside " + m_lines.keptRuleset +
                                      ", whose keys alone were kept from the log");
        }
        PyInterpreter py = interpreter();
        PyNamespace globals;
        const Value s = Value::newDict();
        globals.set("enqueue_config", Value::function(Builtin::EnqueueConfig));
        globals.set("s", s);
        globals.set("is_integer", Value::function(Builtin::IsInteger));
        globals.set("math", Value::module());

        if (file.begin) {
            PyNamespace locals; // configured_checks' own locals()
            // The rules see a list of their own, made for the first BEGIN that names it (it may
            // extend it); code that does not name it cannot reach it.
            if (file.begin->source().find("loglines") != std::string::npos) {
                if (m_loglines.isNone())
                    m_loglines = Value::newList(m_lines.list.items());
                locals.set("loglines", m_loglines);
            }
            locals.set("s", s);
            unguarded([&] { return file.path + " BEGIN"; }, 0,
                      [&] {
                          py.execute(*file.begin, globals, locals);
                          return 0;
                      });
        }
        for (const KeyRecord &k : file.keys) {
            m_messages.overwrite(k.name);
            if (m_lines.keyBook != &m_book && !m_book.isRelevant(k.name)) // the same book keeps every key it names
                throw UnsupportedRule(file.path + ": key '" + k.name + "' is not among the keys the log reader keeps");
        }

        // The lines counted for each key (the checker's reported_values). Where no code can reach
        // the list of lines (BEGIN kept no reference to it), nothing changes it while the lines
        // are run: they are named by their index, and used in place, not held.
        const bool listPrivate = m_loglines.isNone() || m_loglines.ref.use_count() == 1;
        Reported reported(file.keys);
        std::vector<bool> hasBeenExec(file.keys.size()), firstCheckSeen(file.keys.size());
        std::vector<std::pair<size_t, int>> atLeastOne; // in the order first seen
        PyNamespace locals;                             // ll and v, rebound line by line
        const ValueList &lines = (m_loglines.isNone() ? m_lines.list : m_loglines).items();
        for (size_t n = 0; n < lines.size(); ++n) { // by index: the list may have grown in BEGIN
            if (lines[n].type != Value::Type::LogLine)
                continue;
            const LogLineObject &l = lines[n].logline();
            // The reader named the key by its index in the book; a key a rule has set is looked up.
            const bool named = l.keyId >= 0 && m_lines.keyBook == &m_book;
            if (!named && !l.key.isStr())
                continue;
            const int id = named ? l.keyId : m_book.keyIndex(l.key.text());
            const int record = id < 0 ? -1 : file.recordOfKey[static_cast<size_t>(id)];
            if (record < 0)
                continue;
            const size_t i = static_cast<size_t>(record);
            // reported_values[key].append(line.value['value']): a line whose value is no dict with
            // 'value' raises inside the checker's try, and the line is skipped. The reader's lines
            // always have one; their values are read only when a rule looks.
            if (!l.valuePending() && (l.value().type != Value::Type::Dict || !l.value().map().find(std::string_view("value"))))
                continue;
            Value holding; // where code may change the list, the line is held while its code runs
            if (!listPrivate)
                holding = lines[n];
            const Value &line = listPrivate ? lines[n] : holding;
            reported.add(i, n, listPrivate ? nullptr : &holding);
            const KeyRecord &k = file.keys[i];
            locals.bindLine(line);
            if (!hasBeenExec[i]) {
                if (k.pre)
                    execGuarded(py, *k.pre, globals, locals, file, k.name, "PRE", l);
                for (const PyScript &test : k.check)
                    checkGuarded(py, test, globals, locals, file, k.name, l);
                if (k.post)
                    execGuarded(py, *k.post, globals, locals, file, k.name, "POST", l);
            }
            if (!k.firstCheck.empty() && !firstCheckSeen[i]) {
                firstCheckSeen[i] = true;
                for (const PyScript &test : k.firstCheck)
                    checkGuarded(py, test, globals, locals, file, k.name, l);
            }
            if (k.atLeastOneCheck) {
                auto it = std::find_if(atLeastOne.begin(), atLeastOne.end(), [&](const auto &e) { return e.first == i; });
                if (it == atLeastOne.end()) {
                    atLeastOne.emplace_back(i, 0);
                    it = std::prev(atLeastOne.end());
                }
                const std::optional<bool> remembered = memoized(*k.atLeastOneCheck, globals, locals, l);
                const bool held = remembered
                                      ? *remembered
                                      : unguarded([&] { return file.path + " ATLEAST_ONE_CHECK for " + k.name; }, l.fileLine,
                                                  [&] { return py.holds(*k.atLeastOneCheck, globals, locals); });
                if (held)
                    ++it->second;
            }
            if (k.once)
                hasBeenExec[i] = true;
        }
        for (const auto &[i, held] : atLeastOne)
            if (held == 0)
                m_messages.other.push_back(RuleMessage{RuleMessage::Kind::AtLeastOneCheck, file.path, file.keys[i].name,
                                                       file.keys[i].atLeastOneCheck->source(), 0, 0, 0});

        for (size_t i = 0; i < file.keys.size(); ++i) {
            const KeyRecord &k = file.keys[i];
            const int n = static_cast<int>(reported.count(i));
            // The values logged, read only where a count is wrong (their equality decides).
            auto loggedValues = [&] {
                std::vector<Value> values;
                for (const Value &line : reported.linesOf(i, lines))
                    values.push_back(*line.logline().value().map().find(std::string_view("value")));
                return values;
            };
            if (k.req == "EXACTLY_ONE" && n != 1) {
                const std::vector<Value> values = loggedValues();
                const bool allSame =
                    std::all_of(values.begin(), values.end(), [&](const Value &x) { return sameOrEqual(x, values.front()); });
                if (n > 0 && allSame) {
                    m_messages.warn(k.name, RuleMessage{RuleMessage::Kind::ExactlyOne, file.path, k.name, "", 0, n, 1});
                } else {
                    std::vector<std::string> seen;
                    for (const Value &x : values)
                        if (std::find(seen.begin(), seen.end(), toStr(x)) == seen.end())
                            seen.push_back(toStr(x));
                    std::string detail;
                    for (const std::string &x : seen)
                        detail += (detail.empty() ? "" : ", ") + x;
                    m_messages.put(k.name, RuleMessage{RuleMessage::Kind::ExactlyOne, file.path, k.name, detail, 0, n, 1});
                }
            } else if (k.req == "AT_LEAST_ONE" && n < 1) {
                m_messages.put(k.name, RuleMessage{RuleMessage::Kind::AtLeastOne, file.path, k.name, "", 0, n, 1});
            } else if (k.atLeast > 0 && n < k.atLeast) {
                m_messages.put(k.name, RuleMessage{RuleMessage::Kind::AtLeastN, file.path, k.name, "", 0, n, k.atLeast});
            }
        }
        for (const RuleFile::AlternativeGroup &group : file.alternativeGroups) // REQ AT_LEAST_ONE_OR
            if (std::none_of(group.records.begin(), group.records.end(), [&](size_t i) { return reported.count(i) > 0; }))
                m_messages.other.push_back(RuleMessage{RuleMessage::Kind::Alternatives, file.path, "", group.names, 0, 0, 0});

        if (file.endPre) {
            PyNamespace none;
            unguarded([&] { return file.path + " END PRE"; }, 0,
                      [&] {
                          py.execute(*file.endPre, globals, none);
                          return 0;
                      });
        }
        for (const PyScript &test : file.endCheck) {
            PyNamespace none;
            try {
                if (!truthy(py.evaluate(test, globals, none)))
                    m_messages.other.push_back(
                        RuleMessage{RuleMessage::Kind::EndCheckFailed, file.path, "", test.source(), 0, 0, 0});
            } catch (const PyError &e) {
                m_messages.other.push_back(RuleMessage{RuleMessage::Kind::EndCheckRaised, file.path, "",
                                                       test.source() + " -> " + e.type() + ": " + e.what(), 0, 0, 0});
            }
        }
    }

    void checkGuarded(PyInterpreter &py, const PyScript &test, PyNamespace &globals, PyNamespace &locals, const RuleFile &file,
                      const std::string &key, const LogLineObject &l)
    {
        if (const std::optional<bool> held = memoized(test, globals, locals, l)) {
            if (!*held)
                m_messages.put(key, RuleMessage{RuleMessage::Kind::CheckFailed, file.path, key, test.source(), l.fileLine, 0, 0});
            return;
        }
        try {
            if (!py.holds(test, globals, locals))
                m_messages.put(key, RuleMessage{RuleMessage::Kind::CheckFailed, file.path, key, test.source(), l.fileLine, 0, 0});
        } catch (const PyError &e) {
            m_messages.put(key, RuleMessage{RuleMessage::Kind::CheckRaised, file.path, key,
                                            test.source() + " -> " + e.type() + ": " + e.what(), l.fileLine, 0, 0});
        }
    }

    // A CHECK (or ATLEAST_ONE_CHECK) that reads only the line, on a line whose text the reader
    // found again: what it gave there (CheckMemo.h), else what its compiled form gives now, kept.
    // Nullopt: the interpreter's to say.
    static std::optional<bool> memoized(const PyScript &test, const PyNamespace &globals, const PyNamespace &locals,
                                        const LogLineObject &l)
    {
        const FastRule *fast = test.fastRule();
        if (!l.checkMemo || !fast || !fast->readsOnlyTheLine() || !FastRule::enabled() || !l.valuePending() || !l.textsPlain())
            return std::nullopt;
        if (const std::optional<bool> held = l.checkMemo->find(&test))
            return held;
        const std::optional<bool> held = fast->test(globals, locals);
        if (held)
            l.checkMemo->put(&test, *held);
        return held;
    }

    void execGuarded(PyInterpreter &py, const PyScript &code, PyNamespace &globals, PyNamespace &locals, const RuleFile &file,
                     const std::string &key, const char *what, const LogLineObject &l)
    {
        try {
            py.execute(code, globals, locals);
        } catch (const PyError &e) {
            m_messages.put(key, RuleMessage{RuleMessage::Kind::CodeRaised, file.path, key,
                                            std::string(what) + ": " + code.source() + " -> " + e.type() + ": " + e.what(),
                                            l.fileLine, 0, 0});
        }
    }

    const RuleBook &m_book;
    const MllogLines &m_lines;
    bool m_namedTuple;
    Value m_loglines; // BEGIN's `loglines`, once one names it (None: the reader's list, untouched)
    std::deque<Value> m_queue;
    Messages m_messages;
};

} // namespace

std::string RuleMessage::text() const
{
    switch (kind) {
    case Kind::CheckFailed:
        return "CHECK for '" + key + "' failed in line " + std::to_string(line) + ": failed test: " + detail;
    case Kind::CheckRaised:
        return "Failed executing CHECK code for '" + key + "' in line " + std::to_string(line) + ": " + detail;
    case Kind::CodeRaised:
        return "Failed executing code for '" + key + "' in line " + std::to_string(line) + ": " + detail;
    case Kind::ExactlyOne:
        return "Required EXACTLY_ONE occurrence of '" + key + "' but found " + std::to_string(count) +
               (detail.empty() ? "" : " with different values: [" + detail + "]");
    case Kind::AtLeastOne:
        return "Required AT_LEAST_ONE occurrence of '" + key + "' but found " + std::to_string(count);
    case Kind::AtLeastN:
        return "Required AT_LEAST(" + std::to_string(needed) + ") occurrence of '" + key + "' but found " + std::to_string(count);
    case Kind::Alternatives:
        return "Required AT_LEAST_ONE occurrence of " + detail;
    case Kind::AtLeastOneCheck:
        return "Failed checks for " + key + " : " + detail;
    case Kind::EndCheckFailed:
        return "failed test: " + detail;
    case Kind::EndCheckRaised:
        return "Failed executing CHECK code: " + detail;
    case Kind::ParseErrors:
        return "Log lines had parsing errors.";
    case Kind::NoLines:
        return "No log lines detected";
    case Kind::MissingRuleFile:
        return "Could not find config file: " + file;
    }
    return {};
}

ComplianceChecker::ComplianceChecker(std::shared_ptr<const RuleBook> book, std::string usage, std::string version)
    : m_book(std::move(book)), m_usage(std::move(usage)), m_version(std::move(version))
{
}

bool ComplianceChecker::available() const
{
    return m_book && m_book->hasRuleset(m_usage, m_version);
}

Verdict ComplianceChecker::check(const MllogLines &lines) const
{
    // mlp_parser: LogLine is a namedtuple before ruleset 3.1.0, a dataclass from then on.
    char *end = nullptr;
    const long major = std::strtol(m_version.c_str(), &end, 10);
    const long minor = end && *end == '.' ? std::strtol(end + 1, nullptr, 10) : 0;
    const bool namedTuple = major < 3 || (major == 3 && minor < 1);
    Run run(*m_book, lines, namedTuple);
    return run.run(m_usage + "_" + m_version + "/common.yaml");
}

LogLineStore &MllogLines::store()
{
    if (!m_store)
        m_store = std::make_shared<LogLineStore>();
    return *m_store;
}

LogLineObject &MllogLines::append(std::string_view valueText, std::string_view metadataText)
{
    LogLineObject &line = store().add(valueText, metadataText);
    list.items().push_back(Value::logLine(std::shared_ptr<LogLineObject>(std::shared_ptr<LogLineObject>(), &line)));
    return line;
}

Value MllogLines::keyOf(const Value &key)
{
    return store().keyOf(key);
}

std::string rulesetForRound(const std::string &round)
{
    return round + ".0";
}

} // namespace scalescope::rules
