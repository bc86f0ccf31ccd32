#include "core/model/Dataset.h"

namespace scalescope {

void Dataset::append(Dataset &&other)
{
    configurations.append(std::move(other.configurations));
    diagnostics.append(std::move(other.diagnostics));
    sources.append(std::move(other.sources));
}

int Dataset::count(Severity s) const
{
    int n = 0;
    for (const Diagnostic &d : diagnostics)
        n += d.severity == s ? 1 : 0;
    return n;
}

} // namespace scalescope
