#pragma once
// Reads an MLPerf system description (systems/<system>.json) into the system fields of a
// Configuration: raw strings kept, values normalised, problems reported as diagnostics.
#include "core/model/Configuration.h"
#include "core/model/Diagnostic.h"

class QJsonObject;

namespace scalescope {

struct SystemFields
{
    bool found = false;   // false when the file is missing or unusable
    Configuration fields; // only the system-description members are filled
};

// Reads the file and fills the system fields. Diagnostics are appended to `diagnostics`.
SystemFields readSystemDescription(const QString &path, Diagnostics &diagnostics);

// Fills the system fields from an already parsed object (also used by other importers).
void applySystemDescription(const QJsonObject &object, const QString &path, Configuration &c, Diagnostics &diagnostics);

} // namespace scalescope
