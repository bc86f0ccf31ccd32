#pragma once
// One line of `scalescope-probe --format jsonl` as the app reads it: progress, a finished test,
// a warning, or something that is not the contract (ignored by the caller, with a warning once).
#include "core/probe/ProbeRun.h"

#include <QByteArray>

namespace scalescope {

struct ProbeEvent
{
    enum class Kind
    {
        Empty,
        NotJson,
        Progress,
        Result,
        BadResult,
        Warning,
        Other
    };
    Kind kind = Kind::Empty;
    QString suite; // progress
    double fraction = 0, overall = 0;
    double etaS = -1;              // -1 when unknown
    std::optional<ProbeTest> test; // result
    QString message;               // warning text, or why a result breaks the contract
};

ProbeEvent parseProbeEvent(const QByteArray &line);

} // namespace scalescope
