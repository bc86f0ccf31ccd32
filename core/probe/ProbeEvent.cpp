// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/probe/ProbeEvent.h"

#include <QJsonDocument>

namespace scalescope::probe {

ProbeExit exitFromCode(int code)
{
    switch (code) {
    case 0:
        return ProbeExit::Ok;
    case 2:
        return ProbeExit::Usage;
    case 3:
        return ProbeExit::NoDevice;
    case 4:
        return ProbeExit::Verification;
    case 5:
        return ProbeExit::Runtime;
    case 130:
        return ProbeExit::Interrupted;
    case 126:
    case 127:
        return ProbeExit::CommandNotFound;
    case 255:
        return ProbeExit::SshFailed;
    default:
        return ProbeExit::Other;
    }
}

ProbeEvent parseEvent(const QByteArray &raw)
{
    ProbeEvent ev;
    const QByteArray line = raw.trimmed();
    if (line.isEmpty())
        return ev;
    const QJsonDocument doc = QJsonDocument::fromJson(line);
    if (!doc.isObject()) {
        ev.kind = ProbeEvent::Kind::NotJson;
        return ev;
    }
    const QJsonObject e = doc.object();
    const QString kind = e.value(QLatin1String("event")).toString();
    if (kind == QLatin1String("start")) {
        ev.kind = ProbeEvent::Kind::Start;
        ev.object = e.value(QLatin1String("checkpoint")).toObject();
    } else if (kind == QLatin1String("progress")) {
        ev.kind = ProbeEvent::Kind::Progress;
        ev.suite = e.value(QLatin1String("suite")).toString();
        ev.fraction = e.value(QLatin1String("fraction")).toDouble();
        ev.overall = e.value(QLatin1String("overall_fraction")).toDouble();
        ev.etaS = e.value(QLatin1String("eta_s")).toDouble(-1);
    } else if (kind == QLatin1String("test_start")) {
        ev.object = e.value(QLatin1String("test")).toObject();
        ev.underway = testUnderwayFromObject(ev.object);
        ev.kind = ev.underway ? ProbeEvent::Kind::TestStart : ProbeEvent::Kind::Other;
    } else if (kind == QLatin1String("result")) {
        QString error;
        ev.object = e.value(QLatin1String("test")).toObject();
        ev.test = testFromObject(ev.object, QStringLiteral("test"), &error);
        ev.kind = ev.test ? ProbeEvent::Kind::Result : ProbeEvent::Kind::BadResult;
        ev.message = error;
    } else if (kind == QLatin1String("document")) {
        QString error;
        ev.run = runFromObject(e.value(QLatin1String("document")).toObject(), &error);
        ev.kind = ev.run ? ProbeEvent::Kind::Document : ProbeEvent::Kind::BadDocument;
        ev.message = error;
    } else if (kind == QLatin1String("warning")) {
        ev.kind = ProbeEvent::Kind::Warning;
        ev.message = e.value(QLatin1String("message")).toString();
    } else if (kind == QLatin1String("end")) {
        ev.kind = ProbeEvent::Kind::End;
        ev.status = e.value(QLatin1String("status")).toString();
        ev.exitCode = e.value(QLatin1String("exit_code")).toInt();
    } else {
        ev.kind = ProbeEvent::Kind::Other;
    }
    return ev;
}

} // namespace scalescope::probe
