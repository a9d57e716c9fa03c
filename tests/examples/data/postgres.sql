-- The sample taxi trips in PostgreSQL: one table per month, loaded from the site's CSV files by
-- tests/examples/services/postgres.mjs (psql variable :data is the folder holding them).
CREATE TABLE yellow_tripdata_sample_2019_01 (
  vendor_id integer,
  pickup_datetime timestamp,
  dropoff_datetime timestamp,
  passenger_count integer,
  trip_distance numeric(8, 2),
  rate_code_id integer,
  store_and_fwd_flag text,
  pickup_location_id integer,
  dropoff_location_id integer,
  payment_type integer,
  fare_amount numeric(8, 2),
  extra numeric(8, 2),
  mta_tax numeric(8, 2),
  tip_amount numeric(8, 2),
  tolls_amount numeric(8, 2),
  improvement_surcharge numeric(8, 2),
  total_amount numeric(8, 2),
  congestion_surcharge numeric(8, 2)
);
CREATE TABLE yellow_tripdata_sample_2019_02 (LIKE yellow_tripdata_sample_2019_01);
CREATE TABLE yellow_tripdata_sample_2019_03 (LIKE yellow_tripdata_sample_2019_01);
