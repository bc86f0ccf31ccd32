// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Python the official rule files are written in, parsed once and evaluated in C++: the
// expressions of CHECK, ATLEAST_ONE_CHECK and FIRST_CHECK (eval) and the statements of BEGIN, PRE
// and POST (exec). The subset: literals, names, attributes, subscripts, calls of the builtins and
// methods the rules use, arithmetic, comparisons (chained), `in`, `and`/`or`/`not`, `a if c else
// b`, assignments (also +=), `if`, `for` and `from dataclasses import replace`. Anything else is
// refused when the rule is loaded (UnsupportedRule), never guessed at run time.
#include "core/rules/PyValue.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace scalescope::rules {

struct PyNode;
class FastRule;

// One parsed piece of rule code.
class PyScript
{
public:
    enum class Mode
    {
        Expression, // eval()
        Statements, // exec()
    };
    // Throws UnsupportedRule with the reason when `source` is outside the subset.
    PyScript(const std::string &source, Mode mode);
    ~PyScript();
    PyScript(PyScript &&) noexcept;
    PyScript &operator=(PyScript &&) noexcept;

    const std::string &source() const { return m_source; }
    Mode mode() const { return m_mode; }
    // Every string literal in the code (the keys a rule can look a log line up by).
    const std::vector<std::string> &stringLiterals() const { return m_literals; }
    // Whether some of it runs compiled (FastRule.h).
    bool compiled() const { return m_fast != nullptr; }
    const FastRule *fastRule() const { return m_fast.get(); }

private:
    friend class PyInterpreter;
    std::string m_source;
    Mode m_mode;
    std::vector<std::unique_ptr<PyNode>> m_body; // statements, or one expression
    std::vector<std::string> m_literals;
    std::unique_ptr<FastRule> m_fast; // the common shapes, compiled (FastRule.h)
};

// Names visible to rule code: exec/eval's globals and locals dicts.
class PyNamespace
{
public:
    const Value *find(const std::string &name) const;
    const Value *findSymbol(int symbol) const; // v, ll or s without a search by name (nullptr: look by name)
    void set(const std::string &name, Value v);
    // ll and v of a CHECK, PRE or POST: the line, and its value read only if the code names v.
    void bindLine(const Value &line);
    const Value &boundLine() const { return m_line; }

private:
    std::vector<std::pair<std::string, Value>> m_names;
    Value m_line;
    Value m_s; // the checker's state, read by nearly every rule
};

class PyInterpreter
{
public:
    struct Hooks
    {
        std::function<void(const Value &)> enqueueConfig; // the checker's enqueue_config(path)
        bool namedTupleLines = false; // rulesets before 3.1.0: LogLine is a namedtuple (no setattr, no replace)
    };
    explicit PyInterpreter(Hooks hooks) : m_hooks(std::move(hooks)) {}

    // eval(code, globals, locals); throws PyError (or UnsupportedRule).
    Value evaluate(const PyScript &script, PyNamespace &globals, PyNamespace &locals);
    // bool(eval(...)), as a CHECK is read.
    bool holds(const PyScript &script, PyNamespace &globals, PyNamespace &locals);
    // exec(code, globals, locals).
    void execute(const PyScript &script, PyNamespace &globals, PyNamespace &locals);

private:
    friend struct PyEvaluator;
    Hooks m_hooks;
};

// The builtins a rule may name, the math module included (for the load-time check).
bool isKnownGlobalName(const std::string &name);

// Python's float(x) (throws PyError: ValueError for a text it cannot read, TypeError for None).
Value pythonFloat(const Value &x);
// Python's int(x).
Value pythonInt(const Value &x);

} // namespace scalescope::rules
