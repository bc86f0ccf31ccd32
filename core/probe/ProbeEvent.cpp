#include "core/probe/ProbeEvent.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace scalescope {

ProbeEvent parseProbeEvent(const QByteArray &raw)
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
    if (kind == QLatin1String("progress")) {
        ev.kind = ProbeEvent::Kind::Progress;
        ev.suite = e.value(QLatin1String("suite")).toString();
        ev.fraction = e.value(QLatin1String("fraction")).toDouble();
        ev.overall = e.value(QLatin1String("overall_fraction")).toDouble();
        ev.etaS = e.value(QLatin1String("eta_s")).toDouble(-1);
    } else if (kind == QLatin1String("result")) {
        // The document parser checks one test: wrap it as a minimal document.
        const QJsonObject t = e.value(QLatin1String("test")).toObject();
        const QJsonObject one{{QStringLiteral("schema"), QLatin1String(kProbeSchemaName)},
                              {QStringLiteral("tool"), QJsonObject{}},
                              {QStringLiteral("synthetic"), false},
                              {QStringLiteral("started_utc"), QString()},
                              {QStringLiteral("host"), QJsonObject{}},
                              {QStringLiteral("versions"), QJsonObject{}},
                              {QStringLiteral("backend"), QString()},
                              {QStringLiteral("cuda"), QJsonObject{}},
                              {QStringLiteral("devices"), QJsonArray{}},
                              {QStringLiteral("parameters"), QJsonObject{}},
                              {QStringLiteral("tests"), QJsonArray{t}},
                              {QStringLiteral("status"), QString()},
                              {QStringLiteral("exit_code"), 0},
                              {QStringLiteral("interrupted"), false}};
        QString error;
        if (const auto run = probeRunFromObject(one, &error); run && !run->tests.isEmpty()) {
            ev.kind = ProbeEvent::Kind::Result;
            ev.test = run->tests.first();
        } else {
            ev.kind = ProbeEvent::Kind::BadResult;
            ev.message = error;
        }
    } else if (kind == QLatin1String("warning")) {
        ev.kind = ProbeEvent::Kind::Warning;
        ev.message = e.value(QLatin1String("message")).toString();
    } else {
        ev.kind = ProbeEvent::Kind::Other;
    }
    return ev;
}

} // namespace scalescope
