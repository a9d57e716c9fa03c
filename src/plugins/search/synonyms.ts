import type {SynonymEntry} from './types';

/**
 * The reviewed synonym list of the site's domain, in the format of Algolia's synonym settings: the local
 * index expands queries with it (client/queryPlan.ts), and algolia/synonyms.json is the same list for the
 * Algolia index (a unit test keeps the two equal). Two-way groups are words readers use interchangeably;
 * one-way entries send a reader's word to the site's term ("own expectation" → Custom Expectation).
 */
export const synonyms: readonly SynonymEntry[] = [
  {objectID: 'gx-alert', type: 'synonym', synonyms: ['alert', 'alerts', 'notification', 'notifications', 'notify']},
  {objectID: 'gx-email', type: 'synonym', synonyms: ['email', 'e-mail', 'smtp', 'mail']},
  {objectID: 'gx-s3', type: 'synonym', synonyms: ['s3', 'amazon s3', 'aws s3']},
  {objectID: 'gx-aws', type: 'synonym', synonyms: ['aws', 'amazon web services']},
  {objectID: 'gx-gcs', type: 'synonym', synonyms: ['gcs', 'google cloud storage']},
  {objectID: 'gx-gcp', type: 'synonym', synonyms: ['gcp', 'google cloud platform', 'google cloud']},
  {objectID: 'gx-abs', type: 'synonym', synonyms: ['abs', 'azure blob storage', 'azure blob']},
  {objectID: 'gx-dataframe', type: 'synonym', synonyms: ['df', 'dataframe', 'data frame']},
  {
    objectID: 'gx-credentials',
    type: 'synonym',
    synonyms: ['creds', 'credentials', 'secrets', 'secret', 'password', 'passwords'],
  },
  {objectID: 'gx-yaml', type: 'synonym', synonyms: ['yml', 'yaml']},
  {objectID: 'gx-suite', type: 'synonym', synonyms: ['suite', 'expectation suite']},
  {objectID: 'gx-data-quality', type: 'synonym', synonyms: ['dq', 'data quality']},
  {objectID: 'gx-database', type: 'synonym', synonyms: ['db', 'database']},
  {objectID: 'gx-postgres', type: 'synonym', synonyms: ['postgres', 'postgresql', 'psql']},
  {objectID: 'gx-mssql', type: 'synonym', synonyms: ['mssql', 'sql server']},
  {objectID: 'gx-bigquery', type: 'synonym', synonyms: ['bq', 'bigquery']},
  {objectID: 'gx-spark', type: 'synonym', synonyms: ['spark', 'pyspark']},
  {objectID: 'gx-regex', type: 'synonym', synonyms: ['regex', 'regular expression', 'regexp']},
  {objectID: 'gx-gx', type: 'synonym', synonyms: ['gx', 'great expectations', 'great_expectations']},
  {objectID: 'gx-cli', type: 'synonym', synonyms: ['cli', 'command line']},
  {
    objectID: 'gx-env-var',
    type: 'synonym',
    synonyms: ['environment variable', 'environment variables', 'env var', 'env vars'],
  },
  {objectID: 'gx-validate', type: 'synonym', synonyms: ['validate', 'validation', 'validating']},
  {objectID: 'gx-sample', type: 'synonym', synonyms: ['sample', 'sampling']},
  {objectID: 'gx-split', type: 'synonym', synonyms: ['split', 'splitting', 'partition', 'partitioning']},
  {objectID: 'gx-schedule', type: 'synonym', synonyms: ['schedule', 'scheduled', 'cron']},
  {objectID: 'gx-notebook', type: 'synonym', synonyms: ['notebook', 'jupyter']},
  {objectID: 'gx-install', type: 'synonym', synonyms: ['install', 'installation', 'pip install']},
  {objectID: 'gx-upgrade', type: 'synonym', synonyms: ['upgrade', 'migrate', 'migration']},
  {objectID: 'gx-delete', type: 'synonym', synonyms: ['delete', 'remove']},
  {objectID: 'gx-lineage', type: 'synonym', synonyms: ['lineage', 'openlineage']},
  {objectID: 'gx-comment', type: 'synonym', synonyms: ['comment', 'comments', 'note', 'notes']},
  {objectID: 'gx-release-notes', type: 'synonym', synonyms: ['changelog', 'release notes', 'what changed']},
  {objectID: 'gx-usage-statistics', type: 'synonym', synonyms: ['usage statistics', 'telemetry', 'analytics']},
  {objectID: 'gx-data-source-oneway', type: 'oneWaySynonym', input: 'data source', synonyms: ['datasource']},
  {objectID: 'gx-own-oneway', type: 'oneWaySynonym', input: 'own', synonyms: ['custom']},
  {objectID: 'gx-webhook-oneway', type: 'oneWaySynonym', input: 'webhook', synonyms: ['custom notifications']},
  {objectID: 'gx-disk-oneway', type: 'oneWaySynonym', input: 'disk', synonyms: ['filesystem']},
  {objectID: 'gx-folder-oneway', type: 'oneWaySynonym', input: 'folder', synonyms: ['directory', 'filesystem']},
  // Readers' words for GX's own terms, found in the docs of all three versions (0.14.13, 0.15.50, 0.16.10).
  // The glossary defines an Expectation as "a declarative, verifiable assertion about data".
  {objectID: 'gx-assertion-oneway', type: 'oneWaySynonym', input: 'assertion', synonyms: ['expectation']},
  {objectID: 'gx-assertions-oneway', type: 'oneWaySynonym', input: 'assertions', synonyms: ['expectation']},
  {objectID: 'gx-data-test-oneway', type: 'oneWaySynonym', input: 'data test', synonyms: ['expectation']},
  {objectID: 'gx-data-tests-oneway', type: 'oneWaySynonym', input: 'data tests', synonyms: ['expectation']},
  {
    objectID: 'gx-data-quality-rule-oneway',
    type: 'oneWaySynonym',
    input: 'data quality rule',
    synonyms: ['expectation'],
  },
  {objectID: 'gx-validation-rule-oneway', type: 'oneWaySynonym', input: 'validation rule', synonyms: ['expectation']},
  {objectID: 'gx-test-suite-oneway', type: 'oneWaySynonym', input: 'test suite', synonyms: ['expectation suite']},
  {objectID: 'gx-rule-set-oneway', type: 'oneWaySynonym', input: 'rule set', synonyms: ['expectation suite']},
  // A data contract, in GX's terms, is the Expectation Suite a dataset must meet (0.15 and 0.16 glossary keywords).
  {objectID: 'gx-data-contract-oneway', type: 'oneWaySynonym', input: 'data contract', synonyms: ['expectation suite']},
  // Data Docs are GX's HTML reports of suites and Validation Results.
  {objectID: 'gx-report-oneway', type: 'oneWaySynonym', input: 'report', synonyms: ['data docs']},
  {objectID: 'gx-reports-oneway', type: 'oneWaySynonym', input: 'reports', synonyms: ['data docs']},
  // "Profiler" is the word of every version; the 0.15 and 0.16 Data Assistant pages use it too (0.14 has no Data Assistant).
  {objectID: 'gx-profiling-oneway', type: 'oneWaySynonym', input: 'profiling', synonyms: ['profiler']},
  {objectID: 'gx-profile-oneway', type: 'oneWaySynonym', input: 'profile', synonyms: ['profiler']},
  // Missing values are nulls to GX (expect_column_values_to_not_be_null); pandas reads an empty cell as NaN.
  {objectID: 'gx-missing-values-oneway', type: 'oneWaySynonym', input: 'missing values', synonyms: ['null']},
  {objectID: 'gx-empty-values-oneway', type: 'oneWaySynonym', input: 'empty values', synonyms: ['null']},
  {objectID: 'gx-nan-oneway', type: 'oneWaySynonym', input: 'nan', synonyms: ['null']},
  // Duplicates are checked by the uniqueness Expectations (expect_column_values_to_be_unique, …).
  {objectID: 'gx-duplicate-oneway', type: 'oneWaySynonym', input: 'duplicate', synonyms: ['unique']},
  {objectID: 'gx-duplicates-oneway', type: 'oneWaySynonym', input: 'duplicates', synonyms: ['unique']},
  {objectID: 'gx-number-of-rows-oneway', type: 'oneWaySynonym', input: 'number of rows', synonyms: ['row count']},
  {objectID: 'gx-record-count-oneway', type: 'oneWaySynonym', input: 'record count', synonyms: ['row count']},
  {
    objectID: 'gx-dtype',
    type: 'synonym',
    synonyms: ['dtype', 'dtypes', 'data type', 'data types', 'column type', 'column types'],
  },
  // A missing column is what expect_column_to_exist checks.
  {objectID: 'gx-missing-column-oneway', type: 'oneWaySynonym', input: 'missing column', synonyms: ['column to exist']},
  // A SQL Datasource's connection_string is a SQLAlchemy URL.
  {
    objectID: 'gx-sqlalchemy-url-oneway',
    type: 'oneWaySynonym',
    input: 'sqlalchemy url',
    synonyms: ['connection string'],
  },
  {
    objectID: 'gx-database-url-oneway',
    type: 'oneWaySynonym',
    input: 'database url',
    synonyms: ['connection string', 'sqlalchemy url'],
  },
  {
    objectID: 'gx-db-url-oneway',
    type: 'oneWaySynonym',
    input: 'db url',
    synonyms: ['connection string', 'sqlalchemy url'],
  },
  // A DAG is Airflow's pipeline; the docs of every version have a guide for GX with Apache Airflow.
  {objectID: 'gx-dag-oneway', type: 'oneWaySynonym', input: 'dag', synonyms: ['airflow']},
  {objectID: 'gx-dags-oneway', type: 'oneWaySynonym', input: 'dags', synonyms: ['airflow']},
  // The orchestrators the docs of every version have a guide for.
  {
    objectID: 'gx-orchestrator-oneway',
    type: 'oneWaySynonym',
    input: 'orchestrator',
    synonyms: ['orchestration', 'airflow', 'prefect', 'flyte'],
  },
  // A validation job, in GX, is a Checkpoint run.
  {objectID: 'gx-validation-job-oneway', type: 'oneWaySynonym', input: 'validation job', synonyms: ['checkpoint']},
  // `mostly` is how an Expectation tolerates a share of failing values.
  {objectID: 'gx-tolerance-oneway', type: 'oneWaySynonym', input: 'tolerance', synonyms: ['mostly']},
  // A WHERE clause on an Expectation is a row_condition (Conditional Expectations).
  {
    objectID: 'gx-where-clause-oneway',
    type: 'oneWaySynonym',
    input: 'where clause',
    synonyms: ['row condition', 'conditional expectations'],
  },
  // GX calls failing values "unexpected"; result_format says how many of them (and their rows) are returned.
  {
    objectID: 'gx-failed-rows-oneway',
    type: 'oneWaySynonym',
    input: 'failed rows',
    synonyms: ['unexpected', 'result format'],
  },
  {
    objectID: 'gx-failing-rows-oneway',
    type: 'oneWaySynonym',
    input: 'failing rows',
    synonyms: ['unexpected', 'result format'],
  },
  // Data Connectors match files with a glob_directive (or a regex); the docs never say "wildcard".
  {objectID: 'gx-wildcard-oneway', type: 'oneWaySynonym', input: 'wildcard', synonyms: ['glob']},
  // A Data Asset is a named dataset (a table, a set of files) of a Datasource.
  {objectID: 'gx-dataset-oneway', type: 'oneWaySynonym', input: 'dataset', synonyms: ['data asset']},
  {objectID: 'gx-venv', type: 'synonym', synonyms: ['virtual environment', 'venv', 'virtualenv']},
];
