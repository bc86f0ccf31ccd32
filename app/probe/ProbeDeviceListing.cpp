// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeDeviceListing.h"

#include "app/probe/ProbeReasonText.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace scalescope::probe {
namespace {

struct DeviceText
{
    Q_DECLARE_TR_FUNCTIONS(ProbeDeviceListing)
};

} // namespace

ProbeDeviceListing deviceListing(const QJsonObject &list)
{
    ProbeDeviceListing out;
    for (const QJsonValue &d : list.value(QLatin1String("devices")).toArray()) {
        const QJsonObject o = d.toObject();
        const QString line =
            QStringLiteral("%1: %2").arg(o.value(QLatin1String("id")).toString(), o.value(QLatin1String("name")).toString());
        // GPUs can be chosen one at a time by index (--devices); the CPU is always the whole CPU.
        if (o.value(QLatin1String("kind")).toString() == QLatin1String("cuda") && o.contains(QLatin1String("index")))
            out.gpus.append({line, QString::number(o.value(QLatin1String("index")).toInt())});
        out.lines << line;
    }
    if (!list.value(QLatin1String("cuda_available")).toBool()) {
        out.lines << DeviceText::tr("No GPU: the CPU is measured (%1).")
                         .arg(reasonText(list.value(QLatin1String("reason_code")).toString()));
        return out;
    }
    // The probe opens these when it runs; say which tests a missing one will skip.
    const QJsonObject libs = list.value(QLatin1String("libraries")).toObject();
    const auto missing = [&](const char *key) {
        return !libs.value(QLatin1String(key)).toObject().value(QLatin1String("loaded")).toBool(true);
    };
    if (missing("cublaslt"))
        out.lines << DeviceText::tr("cuBLASLt was not found: the matrix and training-step tests will be skipped. Add the "
                                    "folder holding libcublasLt.so to LD_LIBRARY_PATH.");
    if (missing("nccl"))
        out.lines << DeviceText::tr("NCCL was not found: tests across several GPUs will be skipped. Add the folder holding "
                                    "libnccl.so.2 to LD_LIBRARY_PATH.");
    if (missing("nvml"))
        out.lines << DeviceText::tr("NVML was not found: clocks, power and temperature will be missing from the inventory.");
    return out;
}

} // namespace scalescope::probe
