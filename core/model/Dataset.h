#pragma once
// What an import produces: the configurations and every diagnostic met on the way.
#include "core/model/Configuration.h"
#include "core/model/Diagnostic.h"

#include <QStringList>

namespace scalescope {

struct Dataset
{
    QList<Configuration> configurations;
    Diagnostics diagnostics;
    QStringList sources; // the paths that were imported

    bool isEmpty() const { return configurations.isEmpty(); }
    void append(Dataset &&other);
    int count(Severity s) const;
};

} // namespace scalescope
