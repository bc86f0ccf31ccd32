// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The translation catalogues are embedded as resources of this library; it has no code.
namespace scalescope {
int translationsAnchor()
{
    return 0;
}
} // namespace scalescope
