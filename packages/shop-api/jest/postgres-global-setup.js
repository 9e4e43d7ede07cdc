// Drops the test schemas a previous run left behind (test servers keep theirs until the end,
// so a restarted server finds its data). One run at a time per test database.
const pg = require('pg');

module.exports = async function dropTestSchemas() {
  const url = process.env.SHOP_API_TEST_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL test project needs SHOP_API_TEST_DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'shop\\_test\\_%'",
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  } finally {
    await client.end();
  }
};
