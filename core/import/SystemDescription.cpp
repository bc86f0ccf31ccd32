// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/SystemDescription.h"

#include "core/import/UnitParsing.h"
#include "core/model/Plausible.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

namespace scalescope::import {
namespace {

constexpr qint64 kMaxSystemFileBytes = 4 << 20;

QString rawString(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return {};
}

int lineOfOffset(const QByteArray &bytes, int offset)
{
    int line = 1;
    for (int i = 0; i < offset && i < bytes.size(); ++i)
        line += bytes[i] == '\n' ? 1 : 0;
    return line;
}

QString text(const QMap<QString, QString> &raw, const char *key)
{
    const QString v = raw.value(QLatin1String(key)).trimmed();
    return isPlaceholder(v) ? QString() : v;
}

std::optional<int> count(const QMap<QString, QString> &raw, const char *key, const QString &path, model::Diagnostics &diagnostics)
{
    const QString v = raw.value(QLatin1String(key));
    if (isPlaceholder(v))
        return std::nullopt;
    const auto n = parseCount(v);
    if (!n)
        diagnostics << model::Diagnostic{
            path, 0, model::Severity::Warning, QStringLiteral("system.bad_number"), {QLatin1String(key), v}};
    return n;
}

std::optional<double> capacity(const QMap<QString, QString> &raw, const char *key, const QString &path,
                               model::Diagnostics &diagnostics)
{
    const QString v = raw.value(QLatin1String(key));
    if (isPlaceholder(v))
        return std::nullopt;
    const auto gb = parseCapacityGb(v);
    if (!gb)
        diagnostics << model::Diagnostic{
            path, 0, model::Severity::Warning, QStringLiteral("system.bad_capacity"), {QLatin1String(key), v}};
    return gb;
}

} // namespace

void applySystemDescription(const QJsonObject &object, const QString &path, model::Configuration &c,
                            model::Diagnostics &diagnostics)
{
    for (auto it = object.begin(); it != object.end(); ++it)
        c.raw.insert(it.key(), rawString(it.value()));
    const auto &raw = c.raw;

    c.submitter = text(raw, "submitter");
    c.systemName = text(raw, "system_name");
    const QString division = text(raw, "division");
    c.division = normaliseDivision(division);
    if (c.division.isEmpty())
        c.division = division;
    else if (c.division.compare(division, Qt::CaseInsensitive) != 0)
        diagnostics << model::Diagnostic{
            path, 0, model::Severity::Info, QStringLiteral("system.division_alias"), {division, c.division}};
    const QString status = text(raw, "status");
    c.availability = normaliseAvailability(status);
    if (c.availability.isEmpty() && !status.isEmpty()) {
        c.availability = status;
        diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("system.unknown_status"), {status}};
    }

    c.nodes = count(raw, "number_of_nodes", path, diagnostics);
    c.accelerator = text(raw, "accelerator_model_name");
    c.acceleratorsPerNode = count(raw, "accelerators_per_node", path, diagnostics);
    c.acceleratorMemoryGb = capacity(raw, "accelerator_memory_capacity", path, diagnostics);
    c.hostCpu = text(raw, "host_processor_model_name");
    c.hostCpusPerNode = count(raw, "host_processors_per_node", path, diagnostics);
    c.hostCoresPerCpu = count(raw, "host_processor_core_count", path, diagnostics);
    c.hostMemoryGb = capacity(raw, "host_memory_capacity", path, diagnostics);
    c.interconnect = text(raw, "accelerator_interconnect");
    c.framework = text(raw, "framework");

    // As the official summarizer: accelerators = nodes * accelerators_per_node. CPU-only systems
    // (0 accelerators) scale by their processor count instead.
    // Both factors are plausible counts (parseCount); their product may still not be.
    auto total = [&](int perNode) -> std::optional<int> {
        const auto n = model::plausibleProduct(*c.nodes, perNode);
        if (!n)
            diagnostics << model::Diagnostic{
                path,
                0,
                model::Severity::Warning,
                QStringLiteral("system.implausible_total"),
                {QString::number(*c.nodes), QString::number(perNode), QString::number(model::kMaxPlausibleCount)}};
        return n;
    };
    if (c.nodes && *c.nodes == 0) { // a system of no nodes has no accelerators to count
        diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("system.zero_nodes"), {}};
        c.nodes.reset();
    }
    if (c.nodes && c.acceleratorsPerNode) {
        if (*c.acceleratorsPerNode == 0) {
            c.cpuOnly = true;
            c.accelerator.clear();
            if (c.hostCpusPerNode) {
                c.accelerators = total(*c.hostCpusPerNode);
                if (c.accelerators)
                    diagnostics << model::Diagnostic{
                        path, 0, model::Severity::Info, QStringLiteral("system.cpu_only"), {QString::number(*c.accelerators)}};
            }
        } else {
            c.accelerators = total(*c.acceleratorsPerNode);
        }
    }
}

SystemFields readSystemDescription(const QString &path, model::Diagnostics &diagnostics, const QByteArray &nativePath)
{
    SystemFields result;
    // The file is reached by its bytes (a name that is not UTF-8 survives); `path` is for messages.
    const QByteArray native = nativePath.isEmpty() ? QFile::encodeName(path) : nativePath;
    const QString name = QFileInfo(path).fileName();
    std::error_code ec;
    const std::filesystem::file_status st = std::filesystem::status(native.toStdString(), ec);
    if (ec || !std::filesystem::exists(st)) {
        // "Missing" only when it is not there; a systems folder the user cannot read says so.
        if (ec && ec != std::errc::no_such_file_or_directory)
            diagnostics << model::Diagnostic{
                path, 0, model::Severity::Warning, QStringLiteral("fs.unreadable"), {name, QString::fromStdString(ec.message())}};
        else
            diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("system.missing"), {name}};
        return result;
    }
    if (!std::filesystem::is_regular_file(st)) {
        diagnostics << model::Diagnostic{
            path, 0, model::Severity::Warning, QStringLiteral("fs.not_regular"), {name, QStringLiteral("system description")}};
        return result;
    }
    if (std::filesystem::file_size(native.toStdString(), ec) > std::uintmax_t(kMaxSystemFileBytes)) {
        diagnostics << model::Diagnostic{
            path, 0, model::Severity::Error, QStringLiteral("system.too_large"), {QString::number(kMaxSystemFileBytes)}};
        return result;
    }
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    QFile file;
    if (fd < 0 || !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        diagnostics << model::Diagnostic{path,
                                         0,
                                         model::Severity::Error,
                                         QStringLiteral("fs.unreadable"),
                                         {name, fd < 0 ? QString::fromLocal8Bit(std::strerror(errno)) : file.errorString()}};
        if (fd >= 0)
            ::close(fd);
        return result;
    }
    const QByteArray bytes = file.read(kMaxSystemFileBytes);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        diagnostics << model::Diagnostic{path,
                                         lineOfOffset(bytes, error.offset),
                                         model::Severity::Error,
                                         QStringLiteral("system.bad_json"),
                                         {error.errorString()}};
        return result;
    }
    if (!doc.isObject()) {
        diagnostics << model::Diagnostic{path, 1, model::Severity::Error, QStringLiteral("system.not_object"), {}};
        return result;
    }
    applySystemDescription(doc.object(), path, result.fields, diagnostics);
    result.found = true;
    return result;
}

} // namespace scalescope::import
