// ItemExchange sits on SpringDynamics and CollectionLayout and re-exports both, so that `import ItemExchange` alone
// gives the geometry, the layouts and the springs it works with.
@_exported import CollectionLayout
@_exported import SpringDynamics
