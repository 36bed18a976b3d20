// The conformance tests' Swagger 2.0 validator: the same one the sandbox checks request bodies with.
export * from '../swagger.js';
