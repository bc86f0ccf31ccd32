// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/state/OfficialRulesChoice.h"

#include "core/rules/RuleBook.h"

#include <QCoreApplication>
#include <QDir>
#include <QMutex>
#include <QSettings>

#include <stdexcept>

namespace scalescope::state {
namespace {

constexpr const char *kKey = "rules/folder";

// The last folder read and its rules, so that every import does not parse 300 files again.
struct Cache
{
    QMutex mutex;
    QString folder;
    std::shared_ptr<const rules::RuleBook> book;
};

Cache &cache()
{
    static Cache c;
    return c;
}

std::shared_ptr<const rules::RuleBook> load(const QString &folder)
{
    Cache &c = cache();
    const QMutexLocker lock(&c.mutex);
    if (c.book && c.folder == folder)
        return c.book;
    auto book = rules::RuleBook::fromOfficialCheckout(folder); // throws with the reason
    c.folder = folder;
    c.book = book;
    return book;
}

} // namespace

QString OfficialRulesChoice::folder()
{
    return QSettings().value(QLatin1String(kKey)).toString();
}

bool OfficialRulesChoice::useFolder(const QString &folder, QString *error)
{
    try {
        load(folder);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    QSettings().setValue(QLatin1String(kKey), folder);
    return true;
}

void OfficialRulesChoice::useBuiltIn()
{
    QSettings().remove(QLatin1String(kKey));
}

std::shared_ptr<const rules::RuleBook> OfficialRulesChoice::book(QString *error)
{
    const QString f = folder();
    if (f.isEmpty())
        return nullptr;
    try {
        return load(f);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return nullptr;
    }
}

QString OfficialRulesChoice::description()
{
    const QString f = folder();
    if (f.isEmpty())
        return QCoreApplication::translate("OfficialRulesChoice", "mlcommons/logging %1, built in")
            .arg(QString::fromStdString(rules::RuleBook::embedded()->sources().toolVersion));
    QString error;
    const auto b = book(&error);
    if (!b)
        return QCoreApplication::translate("OfficialRulesChoice", "%1 cannot be read (%2): the built-in rules are used")
            .arg(QDir::toNativeSeparators(f), error);
    return QCoreApplication::translate("OfficialRulesChoice", "mlcommons/logging %1 from %2")
        .arg(QString::fromStdString(b->sources().toolVersion), QDir::toNativeSeparators(f));
}

} // namespace scalescope::state
