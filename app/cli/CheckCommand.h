#pragma once
// `scalescope-cli check-log`: result logs through the official compliance rules, one verdict each.
#include <QStringList>

namespace scalescope::cli {

int runCheck(const QStringList &arguments);

} // namespace scalescope::cli
