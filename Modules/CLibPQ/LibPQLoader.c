// libpq's functions that Kiosk calls, each forwarding to libpq's own, which is opened on the
// first call (CDynamicLibrary.h).
#include "CLibPQ.h"

#include <CDynamicLibrary.h>

KIOSK_LIBRARY(pq_library, "libpq.so.5", "libpq5")

KIOSK_FORWARD(pq_library, PGconn *, PQconnectdb, (const char *info), (info))
KIOSK_FORWARD(pq_library, PGconn *, PQconnectStart, (const char *info), (info))
KIOSK_FORWARD(pq_library, PostgresPollingStatusType, PQconnectPoll, (PGconn *connection), (connection))
KIOSK_FORWARD_VOID(pq_library, PQfinish, (PGconn *connection), (connection))
KIOSK_FORWARD(pq_library, ConnStatusType, PQstatus, (const PGconn *connection), (connection))
KIOSK_FORWARD(pq_library, char *, PQerrorMessage, (const PGconn *connection), (connection))
KIOSK_FORWARD(pq_library, int, PQsocket, (const PGconn *connection), (connection))
KIOSK_FORWARD(pq_library, int, PQsetnonblocking, (PGconn *connection, int on), (connection, on))
KIOSK_FORWARD(pq_library, PQnoticeProcessor, PQsetNoticeProcessor,
              (PGconn *connection, PQnoticeProcessor processor, void *argument), (connection, processor, argument))
KIOSK_FORWARD(pq_library, int, PQsendQuery, (PGconn *connection, const char *query), (connection, query))
KIOSK_FORWARD(pq_library, int, PQsendQueryParams,
              (PGconn *connection, const char *command, int count, const Oid *types, const char *const *values,
               const int *lengths, const int *formats, int resultFormat),
              (connection, command, count, types, values, lengths, formats, resultFormat))
KIOSK_FORWARD(pq_library, int, PQflush, (PGconn *connection), (connection))
KIOSK_FORWARD(pq_library, int, PQconsumeInput, (PGconn *connection), (connection))
KIOSK_FORWARD(pq_library, int, PQisBusy, (PGconn *connection), (connection))
KIOSK_FORWARD(pq_library, PGresult *, PQgetResult, (PGconn *connection), (connection))
KIOSK_FORWARD(pq_library, int, PQputCopyData, (PGconn *connection, const char *buffer, int count), (connection, buffer, count))
KIOSK_FORWARD(pq_library, int, PQputCopyEnd, (PGconn *connection, const char *error), (connection, error))
KIOSK_FORWARD_VOID(pq_library, PQclear, (PGresult *result), (result))
KIOSK_FORWARD(pq_library, ExecStatusType, PQresultStatus, (const PGresult *result), (result))
KIOSK_FORWARD(pq_library, char *, PQresultErrorMessage, (const PGresult *result), (result))
KIOSK_FORWARD(pq_library, char *, PQresultErrorField, (const PGresult *result, int field), (result, field))
KIOSK_FORWARD(pq_library, int, PQntuples, (const PGresult *result), (result))
KIOSK_FORWARD(pq_library, int, PQnfields, (const PGresult *result), (result))
KIOSK_FORWARD(pq_library, char *, PQfname, (const PGresult *result, int field), (result, field))
KIOSK_FORWARD(pq_library, char *, PQgetvalue, (const PGresult *result, int row, int field), (result, row, field))
KIOSK_FORWARD(pq_library, int, PQgetisnull, (const PGresult *result, int row, int field), (result, row, field))
