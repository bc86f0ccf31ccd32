// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope::io {
namespace {

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// "<name>.tmp.<pid>.<n>": a process killed between writing and renaming leaves one behind; the
// pid says whether its writer is gone (the probe names its temporaries the same way).
QString temporaryPrefix(const QString &path)
{
    return QFileInfo(path).fileName() + QStringLiteral(".tmp.");
}

void removeStaleTemporaries(const QString &path)
{
    const QFileInfo target(path);
    const QString prefix = temporaryPrefix(path);
    const QDir dir = target.absoluteDir();
    for (const QString &name : dir.entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden | QDir::System)) {
        const QStringList parts = name.mid(prefix.size()).split(QLatin1Char('.'));
        bool pidOk = false, countOk = false;
        const qint64 pid = parts.value(0).toLongLong(&pidOk);
        parts.value(1).toLongLong(&countOk);
        if (parts.size() != 2 || !pidOk || !countOk || pid <= 0 || pid > 0x7fffffff)
            continue; // not one of ours: a user's "report.pdf.tmp.old" stays
        if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
            QFile::remove(dir.filePath(name));
    }
}

bool writeAll(int fd, const QByteArray &bytes)
{
    const char *p = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, static_cast<size_t>(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        left -= n;
    }
    return true;
}

} // namespace

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    // Renaming a new file over a device node, FIFO or folder would replace it (as root it can); a
    // file the user made read-only stays as it is, whoever runs this.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        if (error)
            *error = QCoreApplication::translate("AtomicFile", "it is not a regular file; it was left as it is");
        return false;
    }
    if (info.exists() && !(info.permissions() & QFileDevice::WriteOwner)) {
        if (error)
            *error = QCoreApplication::translate("AtomicFile", "the file is read-only; it was left as it is");
        return false;
    }
    removeStaleTemporaries(path);

    static std::atomic<int> counter{0};
    const QString tmp =
        info.absolutePath() + QLatin1Char('/') + temporaryPrefix(path) +
        QStringLiteral("%1.%2").arg(static_cast<qint64>(::getpid())).arg(counter.fetch_add(1, std::memory_order_relaxed));
    const QByteArray tmpName = QFile::encodeName(tmp);
    const auto fail = [&](int code, int fd) {
        if (fd >= 0)
            ::close(fd);
        ::unlink(tmpName.constData());
        if (error)
            *error = systemError(code);
        return false;
    };
    const int fd = ::open(tmpName.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        const int code = errno;
        if (error)
            *error = systemError(code);
        return false;
    }
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) // a new version keeps the old one's mode
        ::fchmod(fd, st.st_mode & 07777);
    if (!writeAll(fd, bytes) || ::fsync(fd) != 0)
        return fail(errno, fd);
    if (::close(fd) != 0)
        return fail(errno, -1);
    if (::rename(tmpName.constData(), QFile::encodeName(path).constData()) != 0)
        return fail(errno, -1);
    return true;
}

} // namespace scalescope::io
