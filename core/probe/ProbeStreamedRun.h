// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a run's event stream has said so far: the start event's checkpoint document, the results as
// sent and the test across ranks under way. When the stream breaks before its document (a remote
// run whose connection drops, a probe that dies), these make the partial document the probe
// itself would have checkpointed: incomplete, with every result received.
#include "core/probe/ProbeEvent.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace scalescope::probe {

class ProbeStreamedRun
{
public:
    void clear();
    // Takes what a start, result or test_start event adds; other events change nothing.
    void take(const ProbeEvent &event);

    int results() const { return int(m_tests.size()); }
    // The test across ranks begun and not reported (a job that ends now was cut in it), if any.
    std::optional<ProbeTestUnderway> underway() const;
    // The partial document (nullopt without a checkpoint, as from a probe older than it, or when no
    // result arrived); durationS is how long the run had been going.
    std::optional<ProbeRun> partialRun(double durationS, QString *error = nullptr) const;

private:
    QJsonObject m_checkpoint;
    QJsonArray m_tests;
    QJsonObject m_underway; // empty when no test across ranks is under way
};

} // namespace scalescope::probe
