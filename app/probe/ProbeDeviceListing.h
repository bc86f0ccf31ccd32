// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a probe's --list says about the devices, for the Probe tab: one line per device and why the
// CPU is measured or which tests a missing library will skip, and the GPUs a run can be given.
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <utility>

namespace scalescope::probe {

struct ProbeDeviceListing
{
    QStringList lines;
    QList<std::pair<QString, QString>> gpus; // "cuda0: H200" and its index for --devices
};

ProbeDeviceListing deviceListing(const QJsonObject &list);

} // namespace scalescope::probe
