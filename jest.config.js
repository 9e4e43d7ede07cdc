// Root Jest run: every workspace's own jest.config.js as a project.
module.exports = {
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mf-*/jest.config.js',
  ],
};
