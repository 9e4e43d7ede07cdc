// The PostgreSQL project's test files: every test server gets a schema of its own in
// SHOP_API_TEST_DATABASE_URL's database (src/testing/test-server.ts).
process.env.SHOP_API_TEST_DIALECT = 'postgres';
