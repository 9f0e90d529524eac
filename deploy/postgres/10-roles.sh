#!/bin/sh
# Run once by the postgres image, on an empty data directory, as its superuser (compose.yaml mounts
# this folder on /docker-entrypoint-initdb.d; the .psql files beside it are not run by themselves).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_role=cercle_owner -v owner_password="$CERCLE_OWNER_PASSWORD" \
  -v app_role=cercle_app -v app_password="$CERCLE_APP_PASSWORD" \
  -v database=cercle \
  -f /docker-entrypoint-initdb.d/roles.psql
