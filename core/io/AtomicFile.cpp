#include "core/io/AtomicFile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace scalescope {

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
    QSaveFile file(path);
    // QSaveFile says "Unknown error" when the disk is full at commit(); the system's words are better.
    const auto fail = [&]() {
        const int code = errno;
        if (error) {
            *error = file.errorString();
            if ((error->isEmpty() || *error == QLatin1String("Unknown error")) && code != 0)
                *error = QString::fromLocal8Bit(std::strerror(code));
        }
        return false;
    };
    errno = 0;
    if (!file.open(QIODevice::WriteOnly))
        return fail();
    if (file.write(bytes) != bytes.size()) {
        fail();
        file.cancelWriting();
        return false;
    }
    if (!file.commit())
        return fail();
    return true;
}

} // namespace scalescope
